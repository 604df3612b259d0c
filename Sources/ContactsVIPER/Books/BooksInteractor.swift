import ContactsDomain

/// Reads what the books screen shows through the repository.
final class BooksInteractor: BooksInteractorInterface {
  private let repository: any ContactRepository
  private let limit: Int

  init(repository: any ContactRepository, limit: Int) {
    self.repository = repository
    self.limit = limit
  }

  func retrieveContacts() async throws -> [Contact] {
    try await repository.page(PageRequest(limit: limit)).contacts
  }
}
