import ContactsDomain

/// What a restore, a delete for good or an undo did, in the sentence every front end shows.
public struct TrashOutcome: Hashable, Sendable {
  /// The contact it was about; nil when it was about many (an import's undo).
  public let contactID: Contact.ID?
  /// "Restored Ada Lovelace", "Deleted Ada Lovelace for good", "Undid the edit of …".
  public let sentence: String
  /// True when the contact is in the list again.
  public let isBack: Bool
  /// What an undo took back, counted; nil for a restore, a delete for good or a revert.
  public let undone: Undone?

  init(contactID: Contact.ID?, sentence: String, isBack: Bool, undone: Undone? = nil) {
    self.contactID = contactID
    self.sentence = sentence
    self.isBack = isBack
    self.undone = undone
  }

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

  /// What the undo `outcome` did: "Restored Ada Lovelace", "Undid the edit of Ada Lovelace",
  /// "Undid “Imported 120 contacts”: removed 117, put back 3. Kept 1 contact changed since as
  /// it is: Ada Lovelace."
  public static func undone(_ outcome: UndoOutcome) -> TrashOutcome {
    let change = outcome.change
    let name = ShownText.summaryLine(change.fullName)
    var sentence: String
    switch change.kind {
    case .add where change.contactID != nil && outcome.removed == 1:
      sentence = "Undid the add of \(name): it is in Recently deleted"
    case .delete where outcome.contact != nil: sentence = "Restored \(name)"
    case .edit where outcome.contact != nil: sentence = "Undid the edit of \(name)"
    case .delete, .edit, .photo, .revert:
      sentence = "Undid “\(UndoOffer.done(change))”"
    case .add, .importFile, .sync, .rewind, .restoreBackup, .merge:
      // A change of group cards alone (a phone's group PUT to the server, a sync of groups)
      // has no contact to count.
      let counted = outcome.removed > 0 || outcome.putBack > 0
      sentence =
        "Undid “\(UndoOffer.done(change))”"
        + (counted ? ": removed \(outcome.removed), put back \(outcome.putBack)" : "")
    }
    if outcome.keptCount > 0 {
      let names = outcome.kept.map(ShownText.summaryLine).joined(separator: ", ")
      let more = outcome.keptCount - outcome.kept.count
      sentence +=
        ". Kept \(Counted.contacts(outcome.keptCount)) changed since as "
        + (outcome.keptCount == 1 ? "it is" : "they are") + ": \(names)"
        + (more > 0 ? " and \(more) more" : "")
    }
    return TrashOutcome(
      contactID: outcome.contact?.id, sentence: sentence, isBack: outcome.contact != nil,
      undone: Undone(outcome))
  }
}
