import ContactsDomain
import ContactsTestSupport
import GRDB
import Testing

@testable import ContactsStore

@Suite("v27 keeps one search index, in list order, and a book of v26 still finds every contact")
struct OneSearchIndexTests {
  /// A v26 book of `count` contacts and Anna Nana written through SQL, numbered in list order as
  /// every write of the app leaves them, so both of v26's search indexes hold them.
  private func v26Book(_ count: Int) throws -> DatabaseQueue {
    let queue = try DatabaseQueue()
    try Schema.migrator.migrate(queue, upTo: "v26: the contacts each change added")
    try queue.write { db in
      // Anna Nana holds every trigram of "nanna", but not the word.
      let names = (0..<count).map { ($0 % 3 == 0 ? "Grace" : "Ada", "Person \($0)") }
      for (index, name) in (names + [("Anna", "Nana")]).enumerated() {
        let contact = Contact(id: 0, firstName: name.0, lastName: name.1)
        try db.execute(
          sql: """
            INSERT INTO contact (firstName, lastName, sortKey, searchText, uid)
            VALUES (?, ?, ?, ?, ?)
            """,
          arguments: [
            contact.firstName, contact.lastName, contact.sortKey.rawValue,
            SearchText.indexed(contact), "urn:uuid:\(index)",
          ])
      }
      try ListPositions.place(in: db)
    }
    return queue
  }

  @Test func theMigrationDropsTheIdKeyedIndexAndItsTriggers() async throws {
    let store = try ContactDatabase.open(path: ":memory:") { try v26Book(30) }
    let (table, triggers) = try await store.writer.read { db in
      (
        try db.tableExists("contactSearch"),
        try String.fetchAll(
          db,
          sql:
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'contact_search_%'"
        )
      )
    }
    #expect(!table && triggers.isEmpty, "\(triggers)")
  }

  @Test func aMigratedBookFindsFewAndManyMatchesThroughTheOneIndex() async throws {
    let store = try ContactDatabase.open(path: ":memory:") { try v26Book(30) }
    // One match: the glance at how many match lists it.
    #expect(try await store.searchAll("person 17").map(\.lastName) == ["Person 17"])
    // Ten of thirty: "grace" in list order, through windows of seven.
    let graces = try await store.searchAll("grace")
    #expect(graces.count == 10 && graces.allSatisfy { $0.firstName == "Grace" })
    // Trigrams all present, the word absent: every row the index finds is checked.
    #expect(try await store.searchAll("nanna").isEmpty)
    #expect(try await store.searchAll("anna nana").map(\.lastName) == ["Nana"])
    try await store.writer.write { db in
      try db.execute(
        sql: "INSERT INTO contactListSearch(contactListSearch) VALUES ('integrity-check')")
    }
  }

  @Test func aContactEditedAfterTheMigrationIsFoundByItsNewNameOnly() async throws {
    let store = try ContactDatabase.open(path: ":memory:") { try v26Book(30) }
    let ada = try #require(try await store.searchAll("person 4").first)
    _ = try await store.update(
      id: ada.id, with: try ContactDraft(ContactForm(firstName: "Ada", lastName: "Byron")),
      photo: .keep)
    #expect(try await store.searchAll("person 4").isEmpty)
    #expect(try await store.searchAll("byron").map(\.id) == [ada.id])
  }
}
