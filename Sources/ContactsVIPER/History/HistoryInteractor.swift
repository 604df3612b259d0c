import ContactsDomain

/// Reads a contact's history and reverts it, through the repository.
final class HistoryInteractor: HistoryInteractorInterface {
  private let repository: any ContactRepository
  private let contactID: Contact.ID

  init(repository: any ContactRepository, contactID: Contact.ID) {
    self.repository = repository
    self.contactID = contactID
  }

  func retrieveHistory(limit: Int) async throws -> (contact: Contact, history: ContactHistory) {
    let contact = try await repository.contact(id: contactID)
    return (contact, try await repository.history(of: contactID, limit: limit))
  }

  func retrieveVersionCount() async throws -> Int {
    try await repository.history(of: contactID, limit: 0).total
  }

  func revert(to number: Int) async throws -> Contact {
    try await repository.revert(id: contactID, to: number)
  }
}
