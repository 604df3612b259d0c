import ContactsDomain

/// What a restore, a delete for good or an undo did, in the sentence every front end shows.
public struct TrashOutcome: Hashable, Sendable {
  /// The contact it was about.
  public let contactID: Contact.ID
  /// "Restored Ada Lovelace", "Deleted Ada Lovelace for good", "Undid the edit of …".
  public let sentence: String
  /// True when the contact is in the list again.
  public let isBack: Bool

  /// The contact `contact`, back from Recently deleted.
  public static func restored(_ contact: Contact) -> TrashOutcome {
    TrashOutcome(
      contactID: contact.id, sentence: "Restored \(ShownText.summaryLine(contact.fullName))",
      isBack: true)
  }

  /// The contact `id`, named `name`, deleted for good.
  public static func deletedForever(_ id: Contact.ID, name: String) -> TrashOutcome {
    TrashOutcome(
      contactID: id, sentence: "Deleted \(ShownText.summaryLine(name)) for good", isBack: false)
  }

  /// `change` undone, leaving `contact` as it is again.
  public static func undone(_ change: UndoableChange, _ contact: Contact) -> TrashOutcome {
    switch change.kind {
    case .delete: restored(contact)
    case .edit:
      TrashOutcome(
        contactID: contact.id,
        sentence: "Undid the edit of \(ShownText.summaryLine(change.fullName))", isBack: true)
    }
  }
}
