import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

/// An import that leaves a WAL about the book's size empties it, so that a command opening the
/// book next does not read all of it to rebuild the WAL's index.
@Suite("A large import's WAL")
struct LargeWALTests {
  private func walSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? NSNumber)?
      .intValue ?? -1
  }

  @Test func aWALLargerThanTheLimitIsEmptiedAndASmallerOneLeftAlone() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let store = try ContactDatabase.openFile(at: path)
      _ = try await create(["Ada Lovelace", "Alan Turing"], in: store)
      let pool = try DatabasePool(path: path)
      let written = walSize(path)
      #expect(written > 0)
      try await pool.writeWithoutTransaction { db in
        ContactDatabase.emptyLargeWAL(db, path: path, largerThan: off_t(written))
      }
      #expect(walSize(path) == written, "no larger than the limit: left as it is")
      try await pool.writeWithoutTransaction { db in
        ContactDatabase.emptyLargeWAL(db, path: path, largerThan: 0)
      }
      #expect(walSize(path) == 0)
      #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace", "Alan Turing"])
    }
  }
}
