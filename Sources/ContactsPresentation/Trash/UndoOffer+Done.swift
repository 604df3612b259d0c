import ContactsDomain

extension UndoOffer {
  /// What a page has just done, after which it offers to undo it.
  public enum Done: Hashable, Sendable {
    /// A contact was deleted.
    case delete
    /// The contact of this id was edited or reverted to an earlier version.
    case edit(Contact.ID)
    /// A file was imported.
    case importFile
    /// A sync changed contacts here.
    case sync
    /// The book was rewound.
    case rewind
    /// Contacts were merged.
    case merge
  }

  /// `offer`, the latest change, when it takes back what was just `done`; nil when it is
  /// another change (made since, elsewhere), so a page never offers to undo what it did not do.
  /// Decided here once for every page that offers an Undo.
  public static func offered(_ offer: UndoOffer?, after done: Done) -> UndoOffer? {
    guard let offer else { return nil }
    let change = offer.change
    let matches =
      switch done {
      case .delete: change.kind == .delete
      case .edit(let id): [.edit, .revert].contains(change.kind) && change.contactID == id
      case .importFile: change.kind == .importFile
      case .sync: change.kind == .sync
      case .rewind: change.kind == .rewind
      case .merge: change.kind == .merge
      }
    return matches ? offer : nil
  }
}
