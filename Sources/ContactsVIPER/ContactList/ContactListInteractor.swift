import ContactsDomain

/// Fetches the list's contacts from the repository, whatever stands behind it.
final class ContactListInteractor: ContactListInteractorInterface {
  private let repository: any ContactRepository

  init(repository: any ContactRepository) {
    self.repository = repository
  }

  func retrieveContacts() async throws -> [Contact] {
    try await repository.allContacts()
  }

  func searchContacts(_ query: String) async throws -> [Contact] {
    try await repository.search(query)
  }
}
