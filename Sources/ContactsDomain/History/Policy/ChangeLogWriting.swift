/// What undo and rewind write: the narrow port that applies their plans (`UndoStep`,
/// `RewindTargets`), each write recorded in the change the store has begun for them.
public protocol ChangeLogWriting: ChangeLogReading {
  /// Puts the contact `id` back as the change `change` found it: in the list, from Recently
  /// deleted or from the version the change kept. An undo passes `sameAs`, the stamp the
  /// contact had then, so a change before still finds it unchanged since.
  func putBack(_ id: Contact.ID, asFoundBy change: Int64, sameAs: Int64?) throws

  /// Moves the contacts `ids`, in the list, to Recently deleted: possibly a whole import's,
  /// which a store may do set-based.
  func trash(_ ids: [Contact.ID]) throws

  /// Puts the group card `uid` back as the change `change` found it (removes it when there
  /// was none).
  func putBackGroupCard(_ uid: String, asFoundBy change: Int64) throws
}
