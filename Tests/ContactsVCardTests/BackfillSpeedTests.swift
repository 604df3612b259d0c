import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore
@testable import ContactsVCard

/// The migrations' time at 100,000 contacts, measured on demand (`CONTACTS_MEASURE=1`), not in
/// every run: a timing depends on the machine's load.
@Suite("The migrations of phonetic order and of kept details, timed at 100,000 contacts")
struct BackfillSpeedTests {
  private static let count = 100_000

  private func seconds(_ start: ContinuousClock.Instant) -> String {
    let elapsed = ContinuousClock.now - start
    return String(
      format: "%.2f s",
      Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["CONTACTS_MEASURE"] == "1"))
  func keptDetailsAreReadForAHundredThousandContactsStoredAtV9() async throws {
    let cards = try ["apple-contacts", "google-contacts"].flatMap { name in
      try VCardFormat().read(Fixture.data(name), fileName: "\(name).vcf").contacts
    }.filter { !$0.draft.details.isEmpty && !$0.draft.firstName.isEmpty }
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let queue = try DatabaseQueue(path: path)
    try Schema.migrator.migrate(queue, upTo: "v9: a change sequence on contacts")
    try await queue.write { db in
      let insert = try db.makeStatement(
        sql: """
          INSERT INTO contact
            (firstName, lastName, sortKey, organization, note, searchText, uid, extras)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """)
      let value = try db.makeStatement(
        sql:
          "INSERT INTO contactValue (contactId, kind, position, label, value) VALUES (?, ?, ?, ?, ?)"
      )
      for index in 0..<Self.count {
        let card = cards[index % cards.count]
        let draft = card.draft
        let organization = [draft.organization, draft.details.department].filter { !$0.isEmpty }
          .joined(separator: ", ")
        let contact = Contact(
          id: 0, firstName: draft.firstName, lastName: "\(draft.lastName) \(index)",
          organization: organization, note: draft.note)
        var extras = VCardExtras(decoding: card.extras)
        extras.keptProperties = PhotoMapping.restored(extras.keptProperties, photo: card.photo)
        try insert.execute(arguments: [
          contact.firstName, contact.lastName, contact.sortKey.rawValue, organization,
          contact.note, SearchText.indexed(contact), "uid-\(index)", extras.encoded,
        ])
        let id = db.lastInsertedRowID
        for (kind, rows) in [("phone", draft.phones), ("email", draft.emails)] {
          for (position, row) in rows.enumerated() {
            try value.execute(arguments: [id, kind, position, row.label, row.value])
          }
        }
      }
    }
    var start = ContinuousClock.now
    let store = try ContactDatabase.openFile(at: path)
    print("Migrations v10–v19 of \(Self.count) contacts stored at v9: \(seconds(start))")
    start = ContinuousClock.now
    let read = try store.readKeptDetails(VCardFormat.importedContact(of:))
    print("Details read for \(read) of them: \(seconds(start))")
    #expect(read == Self.count)
    start = ContinuousClock.now
    #expect(try store.readKeptDetails(VCardFormat.importedContact(of:)) == 0)
    print("Opening again, nothing left to read: \(seconds(start))")
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["CONTACTS_MEASURE"] == "1"))
  func aHundredThousandContactsAreOrderedByTheirReadingOnce() async throws {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let imports = try (0..<Self.count).map { index in
      var form = ContactForm(firstName: "博\(index)", lastName: "伊藤")
      // One in ten has a reading, as a book with Japanese names among others might.
      if index % 10 == 0 { (form.phoneticFirstName, form.phoneticLastName) = ("Hiroshi", "Ito") }
      return ContactImport(uid: "uid-\(index)", draft: try ContactDraft(form))
    }
    do {
      let store = try ContactDatabase.openFile(at: path)
      _ = try await store.importContacts(imports, dryRun: false) { _ in }
    }
    // Keyed by the written names, as v16 keyed them.
    try await DatabaseQueue(path: path).write { db in
      let update = try db.makeStatement(sql: "UPDATE contact SET sortKey = ? WHERE id = ?")
      for id in try Int64.fetchAll(db, sql: "SELECT id FROM contact WHERE details <> ''") {
        let row = try Row.fetchOne(
          db, sql: "SELECT firstName, lastName FROM contact WHERE id = ?", arguments: [id])!
        try update.execute(arguments: [
          ContactSortKey(fullName: "\(row[0] as String) \(row[1] as String)").rawValue, id,
        ])
      }
      try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v18:%'")
      try ListPositionSchema.numberAll(in: db)
    }
    let start = ContinuousClock.now
    let store = try ContactDatabase.openFile(at: path)
    print(
      "Migration v18 of \(Self.count) contacts, \(Self.count / 10) with a reading: \(seconds(start))"
    )
    #expect(
      try await store.page(.startingAt("H", limit: 1)).contacts.first?.details.phoneticLastName
        == "Ito")
  }
}
