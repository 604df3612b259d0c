import ContactsDomain

/// Saves a new contact through the repository.
final class AddContactInteractor: AddContactInteractorInterface {
  private let repository: any ContactRepository

  init(repository: any ContactRepository) {
    self.repository = repository
  }

  func createContact(_ draft: ContactDraft) async throws -> Contact {
    try await repository.create(draft)
  }
}
