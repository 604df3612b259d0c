import ContactsDomain

/// Fetches the list's contacts from the repository, whatever stands behind it.
final class ContactListInteractor: ContactListInteractorInterface {
  private let repository: any ContactRepository

  init(repository: any ContactRepository) {
    self.repository = repository
  }

  func retrievePage(_ request: PageRequest) async throws -> ContactPage {
    try await repository.page(request)
  }
}
