import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("Recently deleted keeps a deleted contact whole, out of every read, for a while")
struct RecentlyDeletedStoreTests {
  /// Ada with a phone, an email, details, two groups (one from a group card), kept vCard
  /// properties and a photo: everything a restore must put back.
  static func storeWithAda() async throws -> (ContactDatabase, Contact) {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.addAdaAndBea()
    try await store.writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO groupCard (uid, name, members, card)
            VALUES ('g1', 'Poets', '["ada"]', 'BEGIN:VCARD');
          INSERT INTO groupCardMember VALUES ('g1', 'ada');
          INSERT OR IGNORE INTO contactGroup SELECT 'Poets', sortKey, id FROM contact
            WHERE uid = 'urn:uuid:ada';
          """)
    }
    return (store, ada)
  }

  /// Every stored trace of the contact `id`, but its change stamp and list position.
  static func traces(of id: Contact.ID, in store: ContactDatabase) async throws -> [String] {
    try await store.writer.read { db in
      let row = try Row.fetchOne(db, sql: "SELECT * FROM contact WHERE id = ?", arguments: [id])
      let kept = row.map { row in
        Array(row.columnNames).filter { !["changeSeq", "listPosition"].contains($0) }
          .map { "\($0)=\(row[$0] as DatabaseValue)" }
      }
      let sql = [
        "SELECT kind, position, label, value FROM contactValue WHERE contactId = ?1",
        "SELECT type, byteCount, digest, hex(bytes) FROM contactPhoto WHERE contactId = ?1",
        "SELECT name FROM contactGroup WHERE id = ?1 ORDER BY name",
      ]
      let others = try sql.flatMap { query in
        try Row.fetchAll(db, sql: query, arguments: [id]).map(\.description)
      }
      return (kept ?? []) + others
    }
  }

  @Test func deletingForeverLeavesNoPhotoKeptForTheTrash() async throws {
    let (store, ada) = try await Self.storeWithAda()
    try await store.delete(id: ada.id)
    _ = try await store.deleteForever(id: ada.id)
    let photos = try await store.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM deletedPhoto")
    }
    #expect(photos == 0)
  }

  @Test func aPurgeDeletesABatchPerWriteSoNoWriteWaitsLong() async throws {
    let clock = Clock()
    let store = try ContactDatabase.inMemory().telling(time: clock.now)
    let count = TrashQueries.purgeBatch + 20
    let contacts = try await create((0..<count).map { "Person N\($0)" }, in: store)
    try await store.applySync([], deleting: contacts.map(\.id), in: SyncRun(account: "Home"))
    clock.advance(days: 31)
    let kept = {
      try await store.writer.read { db in
        try Int.fetchOne(db, sql: "SELECT count(*) FROM deletedContact")
      }
    }
    _ = try await create(["Cy Young"], in: store)
    #expect(try await kept() == 20)
    _ = try await create(["Di Young"], in: store)
    #expect(try await kept() == 0)
  }
}

/// A clock a test moves by hand.
final class Clock: @unchecked Sendable {
  private let lock = NSLock()
  private var time = Date(timeIntervalSince1970: 1_800_000_000)

  var now: @Sendable () -> Date { { self.lock.withLock { self.time } } }

  func advance(days: Double) {
    lock.withLock { time += days * 86_400 }
  }
}
