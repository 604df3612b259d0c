import ContactsDomain
import ContactsTestSupport
import GRDB
import Testing

@testable import ContactsStore

/// The `birthday` column and its index, checked against the in-memory reference's plain scan.
@Suite("Upcoming birthdays from the store's birthday index")
struct BirthdayIndexTests {
  /// Birthdays over the whole year, February 29 among them, two on one day, and a contact
  /// without one.
  private static let born = [
    ("Ada Lovelace", "1815-12-10"), ("Leap Ling", "2000-02-29"), ("Feb End", "--02-28"),
    ("March First", "1990-03-01"), ("New Year", "--01-01"), ("Old Year", "1980-12-31"),
    ("Zoe Adams", "--07-14"), ("adam smith", "--07-14"), ("Ángel Díaz", "1975-11-25"),
    ("Bea Brown", ""), ("Émile Zola", "1840-04-02"), ("Yann Tiersen", "--06-23"),
  ]

  private static func draft(_ name: String, _ birthday: String) throws -> ContactDraft {
    let parts = name.split(separator: " ").map(String.init)
    var form = ContactForm(firstName: parts[0], lastName: parts[1])
    form.birthday = birthday
    return try ContactDraft(form)
  }

  @Test func everyWindowAnswersAsTheReferenceDoesAfterSavesImportsAndEdits() async throws {
    let store = try ContactDatabase.inMemory()
    for (name, birthday) in Self.born.prefix(6) {
      _ = try await store.create(try Self.draft(name, birthday))
    }
    let imported = try Self.born.dropFirst(6).map { name, birthday in
      ContactImport(uid: "uid-\(name)", draft: try Self.draft(name, birthday))
    }
    _ = try await store.importContacts(imported, dryRun: false) { _ in }
    try await expectSameAsReference(store)
    // An edit moves a birthday, and an import of a changed card another.
    let ada = try #require(try await store.searchAll("lovelace").first)
    _ = try await store.update(id: ada.id, with: try Self.draft("Ada Lovelace", "--03-02"))
    let moved = ContactImport(uid: "uid-Zoe Adams", draft: try Self.draft("Zoe Adams", ""))
    _ = try await store.importContacts([moved], dryRun: false) { _ in }
    try await expectSameAsReference(store)
  }

  @Test func theQueryReadsTheIndexInOrder() async throws {
    let store = try ContactDatabase.inMemory()
    let plan = try await store.writer.read { db in
      try Row.fetchAll(
        db,
        sql: """
          EXPLAIN QUERY PLAN SELECT id FROM contact WHERE birthday BETWEEN 1 AND 2
          ORDER BY birthday, sortKey, id LIMIT 5
          """
      ).map { $0["detail"] as String }
    }
    #expect(
      plan == [
        "SEARCH contact USING COVERING INDEX contact_on_birthday (birthday>? AND birthday<?)"
      ])
  }

  @Test func theMigrationFillsTheColumnFromStoredDetails() async throws {
    let queue = try DatabaseQueue()
    try Schema.migrator.migrate(queue, upTo: "v10: a contact's details")
    try await queue.write { db in
      for (index, details) in [#"{"birthday":"1815-12-10"}"#, #"{"birthday":"--02-29"}"#, ""]
        .enumerated()
      {
        try db.execute(
          sql: """
            INSERT INTO contact (firstName, lastName, sortKey, uid, details)
            VALUES ('P\(index)', 'Q', 'p\(index) q', 'uid-\(index)', ?)
            """, arguments: [details])
      }
    }
    #expect(try Schema.migrate(queue) == nil)
    let keys = try await queue.read { db in
      try Int?.fetchAll(db, sql: "SELECT birthday FROM contact ORDER BY id")
    }
    #expect(keys == [1210, 229, nil])
  }

  private func expectSameAsReference(_ store: ContactDatabase) async throws {
    let reference = RepositorySpy(contacts: try await store.allContacts())
    for first in ["2026-11-25", "2026-12-20", "2027-02-27", "2028-02-27", "2026-03-01"] {
      for days in [0, 1, 7, 30, BirthdayWindow.maximumDays] {
        let day = try #require(PartialDate(first))
        let window = try #require(BirthdayWindow(from: day, days: days))
        for limit in [1, 2, 100] {
          let stored = try await store.birthdays(in: window, limit: limit)
          let expected = try await reference.birthdays(in: window, limit: limit)
          #expect(stored == expected, "\(first) + \(days) days, \(limit)")
        }
      }
    }
  }
}
