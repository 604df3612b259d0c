import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ContactsStore

/// The daily backup's pace: a copy in steps that holds no read transaction between them (so the
/// WAL can be checkpointed meanwhile), is still of one moment when writers go on, and runs on a
/// thread of the lowest priority.
@Suite("A backup in steps, at low priority")
struct BackupPaceTests {
  /// A book at `folder`/contacts.sqlite holding `count` contacts, and the path of a new copy.
  private func book(in folder: URL, count: Int) async throws -> (ContactDatabase, String) {
    let store = try ContactDatabase.openFile(
      at: folder.appendingPathComponent("contacts.sqlite").path)
    try await create((0..<count).map { "Person\($0) Example" }, in: store)
    return (store, folder.appendingPathComponent("copy.sqlite").path)
  }

  /// Copies the book at `path` to `copy` in steps of one page, running `pause` between steps.
  private func copyInSteps(
    _ path: String, to copy: String, restarts: Int = 3, pause: @escaping @Sendable () -> Void
  ) throws {
    try DatabaseQueue(path: path).inDatabase { db in
      try BackupWriter.copy(
        db, to: copy, replacing: false,
        pace: .inSteps(pages: 1, restarts: restarts, pause: pause))
    }
  }

  @Test func betweenStepsTheWALIsCheckpointedAndStartedOver() async throws {
    try await withTemporaryDirectory { folder in
      let (store, copy) = try await book(in: folder, count: 300)
      let writer = try DatabaseQueue(path: store.filePath)
      let steps = Mutex<[Bool]>([])
      try copyInSteps(store.filePath, to: copy) {
        // A TRUNCATE checkpoint fails as busy while any reader holds a snapshot. It changes the
        // book's files, so SQLite starts the copy again: once is enough to see it.
        guard steps.withLock({ $0.isEmpty }) else { return steps.withLock { $0.append(true) } }
        let busy = try? writer.writeWithoutTransaction { db in
          try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")?[0] as Int?
        }
        let empty = (try? FileManager.default.attributesOfItem(atPath: store.filePath + "-wal"))
          .map { ($0[.size] as? NSNumber)?.intValue == 0 }
        steps.withLock { $0.append(busy == 0 && empty == true) }
      }
      let pauses = steps.withLock { $0 }
      #expect(pauses.count > 10, "the copy took one step per page")
      #expect(pauses.first == true, "the pause checkpointed the whole WAL and emptied it")
      #expect(try await ContactDatabase.openFile(at: copy).allContacts().count == 300)
    }
  }

  @Test func writesBetweenStepsRestartTheCopyThenTheRestIsCopiedAtOnce() async throws {
    try await withTemporaryDirectory { folder in
      let (store, copy) = try await book(in: folder, count: 50)
      let writer = try DatabaseQueue(path: store.filePath)
      let pauses = Mutex(0)
      try copyInSteps(store.filePath, to: copy, restarts: 2) {
        pauses.withLock { $0 += 1 }
        try? writer.write { db in
          try db.execute(sql: "UPDATE contact SET note = note || 'x' WHERE id = 1")
        }
      }
      // Each pause wrote, so each next step began again: after the second restart, one step
      // copied it all.
      #expect(pauses.withLock { $0 } == 2)
      let note = try await DatabaseQueue(path: copy).read { db in
        try String.fetchOne(db, sql: "SELECT note FROM contact WHERE id = 1")
      }
      #expect(note == "xx", "the copy holds the book as the last write left it")
      let check = try await DatabaseQueue(path: copy).read { db in
        try String.fetchOne(db, sql: "PRAGMA integrity_check")
      }
      #expect(check == "ok")
    }
  }

  @Test func aThreadLoweredForTheBackupRunsAtTheLowestPriorityAndNoOtherIs() async throws {
    let lowered = Mutex<(set: Bool, nice: Int32)?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
      let set = BackgroundPriority.lowerCurrentThread().cpu
      errno = 0
      lowered.withLock { $0 = (set, getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)) }
      done.signal()
    }.start()
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        done.wait()
        continuation.resume()
      }
    }
    let result = try #require(lowered.withLock { $0 })
    #expect(result.set)
    #expect(result.nice == 19)
    #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) < 19)
  }
}
