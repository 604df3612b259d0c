import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTestSupport
import Foundation

/// The book the page tests read: a full card, a bare one, names in four scripts and enough for
/// two windows, once Ada Byron with no details (so her History page has a version), one in
/// Recently deleted, with a daily backup beside it.
struct SeededBook: Sendable {
  let full: Contact.ID
  let bare: Contact.ID
  /// In Recently deleted.
  let deleted: Contact.ID
  /// The last contact of the first window.
  let later: ContactPosition
  /// Before the seeding, to the millisecond, as a rewind's field takes it.
  let instant: String

  /// A daily backup of the seeded book, in the backups folder beside it.
  static let backup = "contacts-2026-11-25.sqlite"

  static let card =
    "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\nEND:VCARD\r\n"

  /// Seeds `store`, empty, and writes its backup.
  static func seed(_ store: ContactDatabase) async throws -> SeededBook {
    let seeded = Date()
    var form = ContactForm(
      firstName: "Ada", lastName: "Lovelace",
      phones: [LabeledValue(label: "mobile", value: "+44 20 7946 0000")],
      emails: [LabeledValue(label: "work", value: "ada@example.org")],
      organization: "Analytical Engines", note: "First line\nSecond line")
    form.nickname = "Enchantress of Numbers"
    form.birthday = "1815-12-10"
    form.urls = [LabeledValue(label: "home", value: "https://example.org/ada")]
    let full = try await store.create(try ContactDraft(firstName: "Ada", lastName: "Byron"))
    _ = try await store.update(id: full.id, with: try ContactDraft(form))
    let bare = try await store.create(try ContactDraft(firstName: "Bea", lastName: "Brown"))
    let deleted = try await store.create(try ContactDraft(firstName: "Dora", lastName: "Deleted"))
    try await store.delete(id: deleted.id)
    for (first, last) in [("Анна", "Каренина"), ("Σοφία", "Παπαδοπούλου"), ("小明", "王")] {
      _ = try await store.create(try ContactDraft(firstName: first, lastName: last))
    }
    for number in 1...60 {
      _ = try await store.create(try ContactDraft(firstName: "Person", lastName: "\(number)"))
    }
    try await writeBackup(of: store)
    let format = ISO8601DateFormatter()
    format.formatOptions.insert(.withFractionalSeconds)
    let later = try await store.allContacts()[PageRequest.defaultLimit - 1]
    return SeededBook(
      full: full.id, bare: bare.id, deleted: deleted.id, later: later.position,
      instant: format.string(from: seeded))
  }

  /// Writes the daily backup `backup` beside `store`.
  static func writeBackup(of store: ContactDatabase) async throws {
    _ = try await store.backup(to: "\(store.backupsFolder)/\(backup)", replacing: false)
  }
}
