import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

/// The books the contract's tests start from, made through the ports alone.
enum ContractBook {
  /// A valid draft from a "First Last" full name.
  static func draft(_ fullName: String) throws -> ContactDraft {
    try ContactDraft(form(fullName))
  }

  /// An empty form with the "First Last" full name.
  static func form(_ fullName: String) -> ContactForm {
    let parts = fullName.split(separator: " ", maxSplits: 1).map(String.init)
    return ContactForm(firstName: parts[0], lastName: parts[1])
  }

  /// Stores every name in turn and returns the contacts the store gave back.
  @discardableResult
  static func create(_ fullNames: [String], in store: any ContactRepository) async throws
    -> [Contact]
  {
    var contacts: [Contact] = []
    for name in fullNames { contacts.append(try await store.create(draft(name))) }
    return contacts
  }

  /// The contact with its last name changed to `lastName`.
  @discardableResult
  static func rename(_ contact: Contact, _ lastName: String, in store: any ContactRepository)
    async throws -> Contact
  {
    var form = ContactForm(contact)
    form.lastName = lastName
    return try await store.update(id: contact.id, with: try ContactDraft(form))
  }

  /// What the ports say of the contact `id`: the contact, its photo, and its uid and kept
  /// properties as an export writes them; empty when it is not in the list.
  static func traces(of id: Contact.ID, in store: any ContactRepository) async throws -> [String] {
    guard let contact = try? await store.contact(id: id) else { return [] }
    let photo = try await store.photo(id: id)
    let export = try await store.exportSnapshot()
      .exportContacts(after: nil, limit: PageRequest.maximumLimit)
      .first { $0.contact.id == id }
    return [
      "\(contact)", "\(photo?.digest ?? "no photo")", export?.uid ?? "no uid",
      export?.extras ?? "no extras",
    ]
  }

  /// The names of every contact in the list, sorted.
  static func names(in store: any ContactRepository) async throws -> [String] {
    try await store.allContacts().map(\.fullName).sorted()
  }
}
