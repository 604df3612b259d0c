import ContactsDomain

/// Reads contacts for the duplicates screen from the repository.
final class DuplicatesInteractor: DuplicatesInteractorInterface {
  private let repository: any ContactRepository

  init(repository: any ContactRepository) {
    self.repository = repository
  }

  func retrieveContacts() async throws -> any ContactExportReader {
    try await repository.exportSnapshot()
  }
}
