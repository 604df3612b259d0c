/// Where contacts are kept. Errors are thrown, never turned into an empty list.
public protocol ContactRepository: Sendable {
  /// Every contact, in the app's order.
  func allContacts() async throws -> [Contact]

  /// Stores a new contact and returns it with its id.
  func create(_ draft: ContactDraft) async throws -> Contact
}
