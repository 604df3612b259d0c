import ContactsDomain

/// Reads and deletes one contact through the repository.
final class ContactDetailsInteractor: ContactDetailsInteractorInterface {
  private let repository: any ContactRepository
  private let id: Contact.ID

  init(repository: any ContactRepository, id: Contact.ID) {
    self.repository = repository
    self.id = id
  }

  func retrieveContact() async throws -> Contact {
    try await repository.contact(id: id)
  }

  func deleteContact() async throws {
    try await repository.delete(id: id)
  }

  func retrievePhoto() async throws -> ContactPhoto? {
    try await repository.photo(id: id)
  }

  func savePhoto(_ photo: ContactPhoto?) async throws {
    try await repository.setPhoto(photo, id: id)
  }
}
