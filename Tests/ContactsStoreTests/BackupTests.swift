import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

/// `contacts backup`'s and `restore-backup`'s store side: a consistent copy made while others
/// write, written whole or not at all, checked before it replaces the book, and the book
/// replaced whole.
@Suite("Backups and their restore")
struct BackupTests {
  /// A book at `folder`/contacts.sqlite holding `names`.
  private func book(in folder: URL, _ names: [String]) async throws -> ContactDatabase {
    let store = try ContactDatabase.openFile(
      at: folder.appendingPathComponent("contacts.sqlite").path)
    try await create(names, in: store)
    return store
  }

  private func names(_ store: ContactDatabase) async throws -> [String] {
    try await store.allContacts().map(\.fullName)
  }

  @Test func aBackupHoldsTheBookAsItWasWhileAnotherConnectionIsWriting() async throws {
    try await withTemporaryDirectory { folder in
      let store = try await book(in: folder, ["Ada Lovelace", "Alan Turing"])
      // Another connection's write transaction, open and not committed, while the backup runs.
      let other = try DatabasePool(path: store.filePath)
      let copy = folder.appendingPathComponent("copy.sqlite").path
      let (inside, entered) = AsyncStream<Void>.makeStream()
      let backedUp = DispatchSemaphore(value: 0)
      let writing = Task {
        try await other.write { db in
          try db.execute(sql: "DELETE FROM contact")
          entered.yield()
          backedUp.wait()
          throw CancellationError()
        }
      }
      for await _ in inside { break }
      _ = try await store.backup(to: copy, replacing: false)
      backedUp.signal()
      _ = await writing.result
      #expect(!FileManager.default.fileExists(atPath: copy + "-wal"), "one file, no WAL beside it")
      let restored = try ContactDatabase.openFile(at: copy)
      #expect(try await names(restored) == ["Ada Lovelace", "Alan Turing"])
    }
  }

  @Test func anExistingFileIsKeptUnlessTheBackupMayReplaceIt() async throws {
    try await withTemporaryDirectory { folder in
      let store = try await book(in: folder, ["Ada Lovelace"])
      let copy = folder.appendingPathComponent("copy.sqlite").path
      try Data("keep me".utf8).write(to: URL(fileURLWithPath: copy))
      await #expect(throws: BackupError.exists(path: copy)) {
        try await store.backup(to: copy, replacing: false)
      }
      #expect(try String(contentsOfFile: copy, encoding: .utf8) == "keep me")
      _ = try await store.backup(to: copy, replacing: true)
      #expect(try await names(ContactDatabase.openFile(at: copy)) == ["Ada Lovelace"])
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(!left.contains { $0.hasSuffix(".tmp") }, "no temporary file left: \(left)")
    }
  }

  @Test func anotherConnectionOnTheBookReadsTheBackupOnceItIsRestored() async throws {
    try await withTemporaryDirectory { folder in
      let store = try await book(in: folder, ["Ada Lovelace"])
      let copy = folder.appendingPathComponent("copy.sqlite").path
      _ = try await store.backup(to: copy, replacing: false)
      // As `contacts serve` would hold it: open, having read, while the CLI restores.
      let served = try ContactDatabase.openFile(at: store.filePath)
      try await create(["Grace Hopper"], in: served)
      #expect(try await names(served) == ["Ada Lovelace", "Grace Hopper"])
      _ = try await store.restore(from: copy)
      #expect(try await names(served) == ["Ada Lovelace"])
      try await create(["Linus Torvalds"], in: served)
      #expect(try await names(store) == ["Ada Lovelace", "Linus Torvalds"])
    }
  }

  @Test(arguments: RefusedBackup.allCases)
  func aBackupThatIsNotAWholeContactsBookOfThisVersionIsRefusedAndChangesNothing(
    _ kind: RefusedBackup
  ) async throws {
    try await withTemporaryDirectory { folder in
      let store = try await book(in: folder, ["Ada Lovelace"])
      let copy = folder.appendingPathComponent("copy.sqlite").path
      _ = try await store.backup(to: copy, replacing: false)
      try kind.make(copy)
      let before = try await store.syncEpoch()
      await #expect(throws: kind.error(copy)) { try await store.restore(from: copy) }
      #expect(try await names(store) == ["Ada Lovelace"])
      #expect(try await store.syncEpoch() == before)
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(!left.contains { $0.hasSuffix(".tmp") }, "no staged copy left: \(left)")
      #expect(!FileManager.default.fileExists(atPath: store.backupsFolder))
    }
  }

  @Test func aRestoreStartsANewEpochInWhichSyncForgetsItsTokenAndSeenStamp() async throws {
    try await withTemporaryDirectory { folder in
      let store = try await book(in: folder, ["Ada Lovelace"])
      let account = SyncAccount(
        name: "home", url: "https://example.com/", username: "ada", syncToken: "token-1",
        seenSeq: 7)
      try await store.ledger.addAccount(account)
      let copy = folder.appendingPathComponent("copy.sqlite").path
      _ = try await store.backup(to: copy, replacing: false)
      let before = try await store.syncEpoch()
      _ = try await store.restore(from: copy)
      #expect(try await store.syncEpoch() != before)
      let restored = try #require(try await store.ledger.accounts().first)
      #expect(restored.syncToken == nil)
      #expect(restored.seenSeq == nil)
      #expect(restored.url == account.url, "the account itself is kept")
      var synced = restored
      synced.syncToken = "token-2"
      synced.seenSeq = 9
      try await store.ledger.apply(LedgerWrite(account: synced))
      #expect(try await store.ledger.accounts().first == synced, "kept in the new epoch")
    }
  }

  @Test func theDailyBackupIsMadeOnceADayAndTheLastSevenAreKept() async throws {
    try await withTemporaryDirectory { folder in
      let store = try await book(in: folder, ["Ada Lovelace"])
      let day: time_t = 86_400
      let start: time_t = 1_764_000_000
      #expect(DailyBackups.isDue(for: store, at: start))
      for index in 0..<9 {
        try await DailyBackups.make(store, at: start + time_t(index) * day)
        #expect(!DailyBackups.isDue(for: store, at: start + time_t(index) * day + 60))
      }
      try Data().write(to: URL(fileURLWithPath: store.backupsFolder + "/mine.sqlite"))
      try await DailyBackups.make(store, at: start + 9 * day)
      let files = try FileManager.default.contentsOfDirectory(atPath: store.backupsFolder).sorted()
      #expect(files.count == DailyBackups.kept + 1)
      #expect(files.first == "contacts-2025-11-27.sqlite")
      #expect(files.last == "mine.sqlite", "a file the user put there is left alone")
    }
  }
}

/// The backups a restore refuses.
enum RefusedBackup: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case text
  case otherDatabase
  case truncated
  case newerVersion

  var testDescription: String { rawValue }

  /// Makes the backup at `path` into this kind.
  func make(_ path: String) throws {
    switch self {
    case .text:
      try Data("BEGIN:VCARD\r\n".utf8).write(to: URL(fileURLWithPath: path))
    case .otherDatabase:
      try FileManager.default.removeItem(atPath: path)
      try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE t (x)") }
    case .truncated:
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      try data.prefix(data.count / 3).write(to: URL(fileURLWithPath: path))
    case .newerVersion:
      try DatabaseQueue(path: path).write { db in
        try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99: later')")
      }
    }
  }

  /// The error restoring it throws.
  func error(_ path: String) -> BackupError {
    switch self {
    case .text, .otherDatabase: .notAContactsDatabase(path: path)
    case .truncated: .damaged(path: path, reason: "database disk image is malformed")
    case .newerVersion: .newerVersion(path: path, version: "v99: later")
    }
  }
}
