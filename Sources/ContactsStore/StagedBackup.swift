import ContactsDomain
import Foundation
import GRDB

/// A backup file checked and copied beside the book, migrated to this version's schema, in a
/// new sync epoch: what a restore copies into the book. The backup file itself is only read.
struct StagedBackup {
  /// The copy, in the book's folder.
  let queue: DatabaseQueue
  let path: String

  /// Checks the backup at `backup` and copies it to a temporary file beside `book`; throws
  /// `BackupError` when it is missing, not a Contacts database, damaged or newer.
  init(_ backup: String, beside book: String) throws {
    guard FileManager.default.fileExists(atPath: backup) else {
      throw BackupError.missing(path: backup)
    }
    let source = try Self.checked(backup)
    let book = URL(fileURLWithPath: book)
    let path =
      book.deletingLastPathComponent().appendingPathComponent(
        ".\(book.lastPathComponent).restore-\(UUID().uuidString).tmp"
      ).path
    do {
      // It reads the book, attached, while other processes write it: a read that finds the
      // book's WAL being reset or checkpointed waits as the store's own connections do,
      // instead of failing at once with "database is locked".
      var configuration = Configuration()
      configuration.busyMode = .timeout(5)
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      try queue.writeWithoutTransaction { copy in
        try source.read { db in try db.backup(to: copy) }
        try copy.execute(sql: "PRAGMA journal_mode = DELETE")
      }
      try source.close()
      _ = try Schema.migrate(queue)
      _ = try queue.write { db in try BookEpochSchema.start(in: db) }
      self.queue = queue
      self.path = path
    } catch {
      for file in DatabaseFiles(path: path).all { unlink(file) }
      throw error
    }
  }

  /// Deletes the copy and the files SQLite kept beside it.
  func remove() {
    try? queue.close()
    for file in DatabaseFiles(path: path).all { unlink(file) }
  }

  /// Runs `body` in one transaction of the copy with the book at `book` attached as `book`,
  /// detached afterwards (outside the transaction, where SQLite allows it).
  func withBook<T>(_ book: String, _ body: (Database) throws -> T) throws -> T {
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "ATTACH DATABASE ? AS book", arguments: [book])
      let outcome = Result { () throws -> T in
        var value: T?
        try db.inTransaction {
          value = try body(db)
          return .commit
        }
        return value!
      }
      try db.execute(sql: "DETACH DATABASE book")
      return try outcome.get()
    }
  }

  /// Gives the copy the book's page size, which a copy into a WAL database needs.
  func match(pageSize: Int) throws {
    let own = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") }
    guard own != pageSize else { return }
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA page_size = \(pageSize)")
      try db.execute(sql: "VACUUM")
    }
  }

  /// The backup at `path`, opened read-only and as immutable (no `-shm` made beside it, no
  /// lock taken), after checking that it is a whole Contacts database this version knows.
  private static func checked(_ path: String) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.readonly = true
    let location = URL(fileURLWithPath: path).absoluteString + "?immutable=1"
    do {
      let queue = try DatabaseQueue(path: location, configuration: configuration)
      try queue.read { db in try check(db, path: path) }
      return queue
    } catch let error as BackupError {
      throw error
    } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
      throw BackupError.notAContactsDatabase(path: path)
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
      throw BackupError.damaged(path: path, reason: error.message ?? "its pages do not read")
    }
  }

  /// Throws unless `db` passes SQLite's integrity check, holds the contacts' tables, and was
  /// migrated by no version newer than this one.
  private static func check(_ db: Database, path: String) throws {
    let tables = try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master"))
    guard tables.isSuperset(of: ["grdb_migrations", "contact"]) else {
      throw BackupError.notAContactsDatabase(path: path)
    }
    let problems = try String.fetchAll(db, sql: "PRAGMA integrity_check(3)")
    guard problems == ["ok"] else {
      // One line: SQLite's first problem, without its "*** in database main ***" headings.
      let lines = problems.flatMap { $0.split(separator: "\n") }.filter { !$0.hasPrefix("***") }
      throw BackupError.damaged(
        path: path, reason: lines.first.map(String.init) ?? "its integrity check fails")
    }
    let applied = try Schema.migrator.appliedIdentifiers(db)
    if let newer = Schema.newerVersion(applied) {
      throw BackupError.newerVersion(path: path, version: newer)
    }
  }
}
