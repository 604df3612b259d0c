import ContactsCardDAV
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

/// Edits on either side, as a person on this device or on another one would make them.
extension SyncHarness {
  /// The local contact with `uid`.
  func localContact(_ uid: String) async throws -> Contact {
    let all = try await database.exportContacts(after: nil, limit: 1000)
    return try #require(all.first { $0.uid == uid }?.contact, "no local contact \(uid)")
  }

  /// Adds a contact here and returns its UID.
  func addLocal(_ form: ContactForm) async throws -> String {
    let contact = try await database.create(try ContactDraft(form))
    let all = try await database.exportContacts(after: nil, limit: 1000)
    return try #require(all.first { $0.contact.id == contact.id }?.uid)
  }

  /// Edits the local contact `uid` as the edit screen would.
  func editLocal(_ uid: String, _ change: (inout ContactForm) -> Void) async throws {
    let contact = try await localContact(uid)
    var form = ContactForm(contact)
    change(&form)
    _ = try await database.update(id: contact.id, with: try ContactDraft(form))
  }

  func deleteLocal(_ uid: String) async throws {
    try await database.delete(id: try await localContact(uid).id)
  }

  /// Another device stores `text` as the card `uid` (new, or replacing the current one).
  func putServer(_ uid: String, _ text: String) async throws {
    let current = try await serverCards()[uid]
    try await withServer { book in
      let href = current?.href ?? book.href(forNewCardWithUID: uid)
      _ = try await book.put(Data(text.utf8), at: href, replacing: current?.etag)
    }
  }

  /// Another device rewrites the card `uid` with `change` applied to its text.
  func editServer(_ uid: String, _ change: (String) -> String) async throws {
    let card = try #require(try await serverCards()[uid], "no server card \(uid)")
    try await putServer(uid, change(String(decoding: card.data, as: UTF8.self)))
  }

  /// Another device deletes the card `uid`.
  func deleteServer(_ uid: String) async throws {
    let card = try #require(try await serverCards()[uid], "no server card \(uid)")
    try await withServer { book in try await book.delete(at: card.href, etag: card.etag) }
  }

  /// A vCard 3.0 with `uid`, names and any more lines.
  static func card(_ uid: String, _ first: String, _ last: String, _ more: [String] = []) -> String
  {
    (["BEGIN:VCARD", "VERSION:3.0", "UID:\(uid)", "FN:\(first) \(last)", "N:\(last);\(first);;;"]
      + more + ["END:VCARD", ""]).joined(separator: "\r\n")
  }
}
