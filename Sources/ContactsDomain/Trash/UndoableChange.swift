/// The latest change a person made that `undo` can take back: the store logs every change,
/// and `undo` takes back the latest not yet undone, walking further back when asked again.
public struct UndoableChange: Identifiable, Hashable, Sendable {
  /// What was done.
  public enum Kind: String, Sendable {
    /// A contact was added (or several at once); undo moves it to Recently deleted.
    case add
    /// A contact was moved to Recently deleted; undo restores it.
    case delete
    /// A contact was edited; undo puts back every field as it was before, unless it was
    /// changed again since.
    case edit
    /// A contact's photo was set or removed; undo puts the one before back.
    case photo
    /// A file was imported; undo removes what it added and puts back what it updated.
    case importFile = "import"
    /// A sync wrote the server's changes here; undo puts back what it overwrote or deleted and
    /// removes what it added (the next sync sends that to the server).
    case sync
    /// Contacts were merged into one: undo puts the kept contact back as it was and restores
    /// the others from Recently deleted.
    case merge
    /// A contact was reverted to an earlier version; undo puts back the one it replaced.
    case revert
    /// The whole book was rewound to a time; undo puts back every contact it changed.
    case rewind
    /// The whole book was replaced by a backup; undo puts back the book as it was before,
    /// which the restore kept aside.
    case restoreBackup = "restore-backup"
  }

  /// Rises with every change recorded: a page's Undo button names the change it undoes, so an
  /// old page never undoes a later one.
  public let id: Int64
  public let kind: Kind
  /// The contact changed, when the change was about one.
  public let contactID: Contact.ID?
  /// What the change is shown by: the contact's name when it was changed (after an edit: the
  /// name it had before), the account of a sync, the time of a rewind, the file a restore
  /// kept the book before it in.
  public let fullName: String
  /// How many contacts it changed.
  public let count: Int

  public init(id: Int64, kind: Kind, contactID: Contact.ID?, fullName: String, count: Int = 1) {
    self.id = id
    self.kind = kind
    self.contactID = contactID
    self.fullName = fullName
    self.count = count
  }
}
