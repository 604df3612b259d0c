import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("A contact with a phonetic name is ordered by it, and shown by its written name")
struct PhoneticOrderTests {
  /// 博 伊藤, read Hiroshi Ito, as Apple's `X-PHONETIC-…` or 4.0's `SORT-AS` give it.
  private static var hiroshi: ContactForm {
    var form = ContactForm(firstName: "博", lastName: "伊藤")
    form.phoneticFirstName = "Hiroshi"
    form.phoneticLastName = "Ito"
    return form
  }

  private static let others = ["Hannah Arendt", "Isaac Newton", "Grace Hopper"]
  private static let order = ["Grace Hopper", "Hannah Arendt", "博 伊藤", "Isaac Newton"]

  @Test func anAddedContactSortsByItsReadingAndIsFoundByBothNames() async throws {
    let store = try ContactDatabase.inMemory()
    try await create(Self.others, in: store)
    let hiroshi = try await store.create(try ContactDraft(Self.hiroshi))
    #expect(hiroshi.fullName == "博 伊藤")
    #expect(try await store.allContacts().map(\.fullName) == Self.order)
    for query in ["伊藤", "hiroshi", "ito hiro"] {
      #expect(try await store.searchAll(query).map(\.id) == [hiroshi.id])
    }
    try await expectFiledUnderItsReading(hiroshi, in: store)
  }

  @Test func anImportedContactSortsByItsReading() async throws {
    let store = try ContactDatabase.inMemory()
    try await create(Self.others, in: store)
    let imports = [ContactImport(uid: "hiroshi", draft: try ContactDraft(Self.hiroshi))]
    _ = try await store.importContacts(imports, dryRun: false) { _ in }
    #expect(try await store.allContacts().map(\.fullName) == Self.order)
    #expect(try await store.searchAll("ito").map(\.fullName) == ["博 伊藤"])
  }

  @Test func removingTheReadingSortsTheContactByItsWrittenNameAgain() async throws {
    let store = try ContactDatabase.inMemory()
    try await create(Self.others, in: store)
    let hiroshi = try await store.create(try ContactDraft(Self.hiroshi))
    var form = Self.hiroshi
    (form.phoneticFirstName, form.phoneticLastName) = ("", "")
    _ = try await store.update(id: hiroshi.id, with: try ContactDraft(form, origin: .edit(hiroshi)))
    #expect(
      try await store.allContacts().map(\.fullName) == [
        "Grace Hopper", "Hannah Arendt", "Isaac Newton", "博 伊藤",
      ])
    #expect(try await store.searchAll("hiroshi").isEmpty)
  }

  /// A file at v16 whose contact with a phonetic name was keyed by its written name, as every
  /// version before this one keyed it.
  private func fileBeforeThisMigration() async throws -> String {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    do {
      let store = try ContactDatabase.openFile(at: path)
      try await create(Self.others, in: store)
      _ = try await store.create(try ContactDraft(Self.hiroshi))
    }
    let queue = try DatabaseQueue(path: path)
    try await queue.write { db in
      let written = Contact(id: 4, firstName: "博", lastName: "伊藤")
      // As v16 left it: the row at the written name's place, keyed and counted by it (the
      // triggers keep the counts; the list is numbered afresh).
      try db.execute(
        sql: "UPDATE contact SET sortKey = ?, searchText = ? WHERE id = 4",
        arguments: [written.sortKey.rawValue, SearchText.indexed(written)])
      try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v18:%'")
      try ListPositionSchema.numberAll(in: db)
    }
    return path
  }

  @Test func theMigrationOrdersStoredContactsByTheirReading() async throws {
    let path = try await fileBeforeThisMigration()
    let queue = try DatabaseQueue(path: path)
    let stamps = try await queue.read { db in
      try Int64.fetchAll(db, sql: "SELECT changeSeq FROM contact ORDER BY id")
    }
    let store = try ContactDatabase.openFile(at: path)
    #expect(try await store.allContacts().map(\.fullName) == Self.order)
    #expect(try await store.searchAll("hiroshi").map(\.fullName) == ["博 伊藤"])
    let hiroshi = try await store.contact(id: 4)
    try await expectFiledUnderItsReading(hiroshi, in: store)
    // Not a change a sync would send.
    #expect(try await store.stampedContacts(after: .start, limit: 10).map(\.stamp) == stamps)
  }

  /// The A–Z index's H opens the window at 博 伊藤's reading, and the list says where he
  /// stands from the counts by start, as the list index does.
  private func expectFiledUnderItsReading(_ contact: Contact, in store: ContactDatabase)
    async throws
  {
    let atH = try await store.page(.startingAt("H", limit: 2))
    #expect(atH.contacts.map(\.fullName) == ["Hannah Arendt", "博 伊藤"])
    let window = try await store.page(PageRequest(.after(atH.contacts[0].position), limit: 1))
    #expect(window.contacts.map(\.id) == [contact.id])
    #expect(window.place == ListPlace(before: 2, total: 4))
  }
}
