import ContactsDomain

/// Reads and changes Recently deleted, and undoes, through the repository.
final class RecentlyDeletedInteractor: RecentlyDeletedInteractorInterface {
  private let repository: any ContactRepository

  init(repository: any ContactRepository) {
    self.repository = repository
  }

  func retrieveDeleted(limit: Int) async throws -> (deleted: [DeletedContact], keepDays: Int) {
    (try await repository.deletedContacts(limit: limit), try await repository.keepDeletedDays())
  }

  func restore(_ id: Contact.ID) async throws -> Contact { try await repository.restore(id: id) }

  func deleteForever(_ id: Contact.ID) async throws -> String {
    try await repository.deleteForever(id: id)
  }

  func keepDeleted(days: Int) async throws { try await repository.setKeepDeletedDays(days) }

  func retrieveLastChange() async throws -> UndoableChange? { try await repository.lastChange() }

  func undo(_ change: UndoableChange.ID?) async throws -> UndoOutcome {
    try await repository.undo(change)
  }
}
