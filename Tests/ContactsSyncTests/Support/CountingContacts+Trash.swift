import ContactsDomain

// Recently deleted and undo, passed on as they are: sync reads none of them.
extension CountingContacts {
  func deletedContacts(limit: Int) async throws -> [DeletedContact] {
    try await base.deletedContacts(limit: limit)
  }

  func restore(id: Contact.ID) async throws -> Contact { try await base.restore(id: id) }

  func deleteForever(id: Contact.ID) async throws -> String {
    try await base.deleteForever(id: id)
  }

  func applySync(
    _ saves: [ContactImport], deleting deletions: [Contact.ID], storing groupCards: [GroupCard],
    removingGroupCards removals: [String], in run: SyncRun
  ) async throws {
    try await base.applySync(
      saves, deleting: deletions, storing: groupCards, removingGroupCards: removals, in: run)
  }

  func keepDeletedDays() async throws -> Int { try await base.keepDeletedDays() }

  func setKeepDeletedDays(_ days: Int) async throws { try await base.setKeepDeletedDays(days) }

  func lastChange() async throws -> UndoableChange? { try await base.lastChange() }

  func undo(_ change: UndoableChange.ID?) async throws -> UndoOutcome {
    try await base.undo(change)
  }
}
