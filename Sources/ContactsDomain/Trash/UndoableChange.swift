/// The last change a person made that `undo` can take back: the store keeps one per book,
/// replaced by each delete or edit, and gone once undone.
public struct UndoableChange: Identifiable, Hashable, Sendable {
  /// What was done.
  public enum Kind: String, Sendable {
    /// The contact was moved to Recently deleted; undo restores it.
    case delete
    /// The contact was edited; undo puts back every field as it was before, unless it was
    /// changed again since.
    case edit
  }

  /// Rises with every change recorded: a page's Undo button names the change it undoes, so an
  /// old page never undoes a later one.
  public let id: Int64
  public let kind: Kind
  /// The contact changed.
  public let contactID: Contact.ID
  /// Its name when it was changed (after an edit: the name it had before).
  public let fullName: String

  public init(id: Int64, kind: Kind, contactID: Contact.ID, fullName: String) {
    self.id = id
    self.kind = kind
    self.contactID = contactID
    self.fullName = fullName
  }
}
