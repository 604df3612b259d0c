/// The store's Recently deleted and undo: what `ContactRepository` adds to keep a deleted or
/// edited contact for a while, and to put it back whole.
public protocol TrashRepository: Sendable {
  /// Up to `limit` contacts of Recently deleted, the most recently deleted first; those past
  /// their keeping time are not shown (a write deletes them for good).
  func deletedContacts(limit: Int) async throws -> [DeletedContact]

  /// Puts the deleted contact `id` back whole (fields, details, photo, groups, kept vCard
  /// properties, uid) with its id; throws `notDeleted` when Recently deleted has no such
  /// contact, `uidTaken` when a contact with its uid came back meanwhile.
  func restore(id: Contact.ID) async throws -> Contact

  /// Deletes the contact `id` for good, whether it is in the list or in Recently deleted;
  /// throws `notFound` when it is in neither. Not undoable. Returns the name it had.
  func deleteForever(id: Contact.ID) async throws -> String

  /// Moves the contacts `ids` to Recently deleted in one transaction, as a sync following the
  /// server's deletions does: not a change `undo` takes back. Ids already gone are skipped;
  /// returns how many moved.
  func trash(_ ids: [Contact.ID]) async throws -> Int

  /// How many days a deleted contact is kept (30 unless set).
  func keepDeletedDays() async throws -> Int

  /// Keeps deleted contacts `days` days (1 or more), those already deleted too.
  func setKeepDeletedDays(_ days: Int) async throws

  /// The change `undo` would take back, nil when there is none.
  func lastChange() async throws -> UndoableChange?

  /// Takes back the last change (`change`'s, which must still be the last one, or the last
  /// whatever it is when nil) and returns the contact as it is again. Throws `nothingToUndo`,
  /// `notTheLastChange`, `changedSince` (the contact was edited or deleted since: nothing is
  /// overwritten) or restore's errors; a refused undo changes nothing.
  func undo(_ change: UndoableChange.ID?) async throws -> (UndoableChange, Contact)
}
