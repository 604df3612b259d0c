import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("v22 moves the last change into the change log, so its Undo still works")
struct HistoryMigrationTests {
  /// A v21 book holding Ada, renamed King by an edit v21 kept as its last change (id 7).
  private func editedBook() throws -> DatabaseQueue {
    let queue = try DatabaseQueue()
    try Schema.migrator.migrate(queue, upTo: "v21: the last change, to undo")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO contact (firstName, lastName, sortKey, uid)
          VALUES ('Ada', 'Lovelace', 'ada lovelace', 'urn:uuid:ada')
          """)
      let before = try RowSnapshot.contact(1, in: db)
      try db.execute(
        sql: "UPDATE contact SET lastName = 'King', sortKey = 'ada king' WHERE id = 1")
      let after = try RowSnapshot.contact(1, in: db)
      try db.execute(
        sql: """
          INSERT INTO lastChange
            (id, kind, contactId, name, contact, contactValues, afterContact, afterValues)
          VALUES (7, 'edit', 1, 'Ada Lovelace', ?, ?, ?, ?)
          """, arguments: [before.row, before.values, after.row, after.values])
    }
    return queue
  }

  @Test func theLastEditIsStillOfferedAndUndoneAfterTheMigration() async throws {
    let store = try ContactDatabase.open(path: ":memory:") { try editedBook() }
    let change = try #require(try await store.lastChange())
    #expect(
      change == UndoableChange(id: 7, kind: .edit, contactID: 1, fullName: "Ada Lovelace"))
    let outcome = try await store.undo(7)
    #expect(outcome.putBack == 1 && outcome.contact?.fullName == "Ada Lovelace")
    #expect(
      try await store.history(of: 1, limit: 5).versions.map(\.contact.fullName) == [
        "Ada King", "Ada Lovelace",
      ])
    let tables = try await store.writer.read { db in try db.tableExists("lastChange") }
    #expect(!tables)
  }
}
