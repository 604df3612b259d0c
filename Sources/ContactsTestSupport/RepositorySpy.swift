import ContactsDomain

/// An in-memory repository that records what it was asked and can be told to fail.
///
/// Its search is a plain scan over `SearchText.indexed`: the reference the SQLite index is
/// checked against.
public actor RepositorySpy: ContactRepository {
  public enum Call: Equatable, Sendable {
    case allContacts
    case contact(Contact.ID)
    case search(String)
    case create(ContactDraft)
    case update(Contact.ID, ContactDraft)
    case delete(Contact.ID)
  }

  public private(set) var calls: [Call] = []
  private var contacts: [Contact]
  private var nextID: Contact.ID
  private let failure: ContactStoreError?

  /// A repository holding `contacts`, or one whose every call throws `failure`.
  public init(contacts: [Contact] = [], failure: ContactStoreError? = nil) {
    self.contacts = contacts
    self.failure = failure
    nextID = (contacts.map(\.id).max() ?? 0) + 1
  }

  public func allContacts() async throws -> [Contact] {
    try record(.allContacts)
    return contacts.sorted { $0.position < $1.position }
  }

  public func contact(id: Contact.ID) async throws -> Contact {
    try record(.contact(id))
    return try contacts[index(of: id)]
  }

  public func search(_ query: String) async throws -> [Contact] {
    try record(.search(query))
    let terms = SearchText.terms(of: query)
    guard !terms.isEmpty else { return [] }
    return contacts.filter { contact in
      let text = SearchText.indexed(contact)
      return terms.contains { text.contains($0) }
    }.sorted { $0.position < $1.position }
  }

  public func create(_ draft: ContactDraft) async throws -> Contact {
    try record(.create(draft))
    let contact = Contact(id: nextID, draft)
    nextID += 1
    contacts.append(contact)
    return contact
  }

  public func update(id: Contact.ID, with draft: ContactDraft) async throws -> Contact {
    try record(.update(id, draft))
    let contact = Contact(id: id, draft)
    contacts[try index(of: id)] = contact
    return contact
  }

  public func delete(id: Contact.ID) async throws {
    try record(.delete(id))
    contacts.remove(at: try index(of: id))
  }

  // MARK: - Private

  private func record(_ call: Call) throws(ContactStoreError) {
    calls.append(call)
    if let failure { throw failure }
  }

  private func index(of id: Contact.ID) throws(ContactStoreError) -> Int {
    guard let index = contacts.firstIndex(where: { $0.id == id }) else { throw .notFound(id) }
    return index
  }
}
