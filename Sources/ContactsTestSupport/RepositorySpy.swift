import ContactsDomain

/// An in-memory repository that records what it was asked and can be told to fail.
public actor RepositorySpy: ContactRepository {
  public enum Call: Equatable, Sendable {
    case allContacts
    case create(ContactDraft)
  }

  public private(set) var calls: [Call] = []
  private var contacts: [Contact]
  private var failure: ContactStoreError?

  /// A repository holding `contacts`, or one whose every call throws `failure`.
  public init(contacts: [Contact] = [], failure: ContactStoreError? = nil) {
    self.contacts = contacts
    self.failure = failure
  }

  /// Makes every later call throw `failure`, or succeed again when nil.
  public func fail(with failure: ContactStoreError?) {
    self.failure = failure
  }

  public func allContacts() async throws -> [Contact] {
    calls.append(.allContacts)
    if let failure { throw failure }
    return contacts.sorted { $0.position < $1.position }
  }

  public func create(_ draft: ContactDraft) async throws -> Contact {
    calls.append(.create(draft))
    if let failure { throw failure }
    let contact = Contact(
      id: (contacts.map(\.id).max() ?? 0) + 1, firstName: draft.firstName, lastName: draft.lastName)
    contacts.append(contact)
    return contact
  }
}
