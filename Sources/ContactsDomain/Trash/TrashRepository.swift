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

  /// Writes a sync's local changes in one transaction: `saves` imported as
  /// `importContacts` imports them, the contacts `deletions` moved to Recently deleted (ids
  /// already gone are skipped), the group cards `groupCards` stored (replacing those with
  /// their uids, as an import stores them) and those with the uids `removals` removed (uids
  /// already gone are skipped); recorded with the other writes of `run` as one change `undo`
  /// takes back.
  func applySync(
    _ saves: [ContactImport], deleting deletions: [Contact.ID], storing groupCards: [GroupCard],
    removingGroupCards removals: [String], in run: SyncRun
  ) async throws

  /// How many days a deleted contact is kept (30 unless set).
  func keepDeletedDays() async throws -> Int

  /// Keeps deleted contacts `days` days (1 or more), those already deleted too.
  func setKeepDeletedDays(_ days: Int) async throws

  /// The change `undo` would take back, nil when there is none.
  func lastChange() async throws -> UndoableChange?

  /// Takes back the latest change not yet undone (`change`'s, which must still be that one,
  /// or whichever it is when nil): puts back what it overwrote or deleted, removes what it
  /// added, and keeps as they are the contacts changed since (the outcome names them). An
  /// undo is itself a change history and rewind see, which undo skips: undoing again takes
  /// back the change before. Throws `nothingToUndo`, `notTheLastChange`, or restore's errors;
  /// a refused undo changes nothing.
  func undo(_ change: UndoableChange.ID?) async throws -> UndoOutcome
}

extension TrashRepository {
  /// Writes a sync's changes of contacts alone (see
  /// `applySync(_:deleting:storing:removingGroupCards:in:)`).
  public func applySync(_ saves: [ContactImport], deleting deletions: [Contact.ID], in run: SyncRun)
    async throws
  {
    try await applySync(saves, deleting: deletions, storing: [], removingGroupCards: [], in: run)
  }
}
