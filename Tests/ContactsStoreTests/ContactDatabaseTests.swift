import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("ContactDatabase on a real SQLite database")
struct ContactDatabaseTests {
  // MARK: - Ids and order

  @Test func createReturnsTheStoredContactWithIncreasingIds() async throws {
    let store = try ContactDatabase.inMemory()
    let contacts = try await create(["Ada Lovelace", "Alan Turing", "Grace Hopper"], in: store)
    #expect(contacts.map(\.fullName) == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
    #expect(contacts.map(\.id) == contacts.map(\.id).sorted())
    #expect(Set(contacts.map(\.id)).count == 3)
  }

  @Test func createStoresTheDraftsTrimmedNames() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(ContactDraft(firstName: " Ada ", lastName: "Lovelace\n"))
    #expect(try await store.allContacts() == [ada])
    #expect(ada.firstName == "Ada" && ada.lastName == "Lovelace")
  }

  // MARK: - Files

  @Test func contactsSurviveReopeningTheFile() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let created: [Contact]
      do {
        let store = try ContactDatabase.openFile(at: path)
        created = try await create(typingOrder, in: store)
      }
      let reopened = try ContactDatabase.openFile(at: path)
      let all = try await reopened.allContacts()
      #expect(all.map(\.fullName) == appOrder)
      #expect(Set(all) == Set(created))
    }
  }

  @Test func theMissingFolderIsCreated() async throws {
    try await withTemporaryDirectory { folder in
      let nested = folder.appendingPathComponent("data/contacts", isDirectory: true)
      let path = nested.appendingPathComponent("contacts.sqlite").path
      let store = try ContactDatabase.openFile(at: path)
      _ = try await store.create(draft("Ada Lovelace"))
      var isFolder: ObjCBool = false
      #expect(FileManager.default.fileExists(atPath: nested.path, isDirectory: &isFolder))
      #expect(isFolder.boolValue)
      #expect(FileManager.default.fileExists(atPath: path))
    }
  }

  @Test func theFileUsesWriteAheadLogging() async throws {
    try await withTemporaryDirectory { folder in
      let store = try ContactDatabase.openFile(at: folder.appendingPathComponent("c.sqlite").path)
      let mode = try await store.writer.read { db in
        try String.fetchOne(db, sql: "PRAGMA journal_mode")
      }
      #expect(mode == "wal")
    }
  }

  // MARK: - Query plan

  @Test func theOrderedReadWalksTheSortKeyIndexWithoutATemporaryTree() async throws {
    let store = try ContactDatabase.inMemory()
    try await create(typingOrder, in: store)
    let log = StatementLog()
    try await store.writer.writeWithoutTransaction { db in
      db.trace { log.append($0.expandedDescription) }
    }
    _ = try await store.allContacts()
    let selects = log.all.filter { $0.uppercased().hasPrefix("SELECT") }
    // One read for the contacts, one for all their phones and emails and one for which of them
    // have a photo: no read per contact.
    #expect(selects.count == 3)
    let photoReads = selects.filter { $0.contains("FROM contactPhoto") }
    #expect(photoReads.count == 1)
    for sql in photoReads {
      let plan = try await store.writer.read { db in
        try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(sql)").map { $0["detail"] as String }
      }
      #expect(plan.contains { $0.contains("USING INTEGER PRIMARY KEY") }, "\(plan)")
    }
    let reads = selects.filter { !$0.contains("FROM contactPhoto") }
    for sql in reads {
      #expect(sql.contains("ORDER BY"))
      let plan = try await store.writer.read { db in
        try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(sql)").map { $0["detail"] as String }
      }
      #expect(plan.contains { $0.contains("USING INDEX contact") }, "\(plan)")
      #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }
  }
}
