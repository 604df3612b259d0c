import ContactsDomain

/// Saves a new contact, or the edited one, through the repository.
final class AddContactInteractor: AddContactInteractorInterface {
  private let repository: any ContactRepository
  let editedContact: Contact?

  init(repository: any ContactRepository, editing contact: Contact?) {
    self.repository = repository
    editedContact = contact
  }

  func save(_ draft: ContactDraft, photo: PhotoChange) async throws -> Contact {
    if let editedContact {
      try await repository.update(id: editedContact.id, with: draft, photo: photo)
    } else {
      try await repository.create(draft, photo: photo)
    }
  }
}
