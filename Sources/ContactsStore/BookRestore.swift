import ContactsDomain
import Foundation
import GRDB

/// The store's backups: comparing a backup with the book, and replacing the book with it.
///
/// A restore copies the staged backup into the book with SQLite's online backup, the book
/// being the destination: every page is written in one write transaction of the book, which in
/// WAL mode commits with its last frame. A process killed at any point leaves the book it had
/// (the transaction never committed) or the backup whole; a `contacts serve` that has the book
/// open reads the new one at its next read (the copy changes the schema cookie). The book's
/// sync accounts are kept (`KeptAccounts`).
extension ContactDatabase: BookBackups {
  /// The folder, beside the book, that keeps its backups: daily ones and those made before a
  /// restore.
  public var backupsFolder: String {
    URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("backups").path
  }

  public func changes(restoring path: String) async throws -> BackupChanges {
    let staged = try stage(path)
    defer { staged.remove() }
    return try await changes(staged)
  }

  public func restore(from path: String) async throws -> RestoredBackup {
    try await replace(with: path, undoing: nil)
  }

  /// Takes back `restore`, the latest change: the book it kept aside replaces the book again,
  /// with its own log, so undo walks on from the last change made before the restore. The
  /// book replaced is kept aside too.
  func undo(_ restore: UndoableChange) async throws -> UndoOutcome {
    let restored = try await replace(with: restore.fullName, undoing: restore)
    let changes = restored.changes
    return UndoOutcome(
      change: restore, putBack: changes.added.count + changes.changed.count,
      removed: changes.removed.count, keptCount: 0, kept: [], contact: nil)
  }

  /// Replaces the book with the one at `path`, keeping the book as it is aside. A restore of a
  /// backup (`undoing` nil) marks the backup's changes undone and logs itself, for undo; the
  /// undo of the restore `undoing` puts back the kept book and its log as they were.
  private func replace(with path: String, undoing: UndoableChange?) async throws
    -> RestoredBackup
  {
    let staged = try stage(path)
    defer { staged.remove() }
    let changes = try await changes(staged)
    let kept = try await keepBook()
    let now = clock()
    KillPoint.reached(.kept)
    do {
      let pageSize = try await writer.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") }
      try staged.match(pageSize: pageSize ?? 4096)
      let bookPath = self.path
      try await writer.writeWithoutTransaction { book in
        // The book's accounts as they are now, read while no write of this store can come
        // between them and the copy.
        try staged.withBook(bookPath, KeptAccounts.carry)
        // A restore writes each page once: a small cache bounds its memory, the pages going
        // to the WAL, uncommitted, as they are copied.
        let cacheSize = try Int.fetchOne(book, sql: "PRAGMA cache_size") ?? -2000
        try book.execute(sql: "PRAGMA cache_size = 64")
        defer { try? book.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
        try staged.queue.read { backup in
          try backup.backup(to: book, pagesPerStep: 64) { progress in
            if progress.remainingPageCount < progress.totalPageCount / 2 {
              KillPoint.reached(.copying)
            }
          }
        }
        KillPoint.reached(.copied)
        // The WAL holds the whole book now: fold it into the file, if no reader stops it.
        _ = try? book.checkpoint(.truncate)
      }
      // The backup's changes were made in another book: undo offers none of them (history and
      // rewind still see them), but the restore itself, which names the book it kept.
      if undoing == nil {
        try await writer.write { db in
          try db.execute(sql: "UPDATE bookChange SET undone = 1 WHERE undone = 0")
          let log = try ChangeLog.begin(.restoreBackup, at: now, in: db)
          try db.execute(
            sql: "UPDATE bookChange SET name = ?, count = ? WHERE id = ?",
            arguments: [kept, changes.backupCount, log.id])
        }
      }
    } catch {
      throw ContactStoreError(error, path: self.path)
    }
    return RestoredBackup(changes: changes, keptAt: kept)
  }

  /// Keeps the book as it is in `backups/BOOK-before-restore-TIME.sqlite` (TIME in UTC, with a
  /// number after it when a restore of the same second kept one), and returns its path.
  private func keepBook() async throws -> String {
    let name = "\(backupsFolder)/\(backupNames.beforeRestore(at: Self.stamp.string(from: Date())))"
    for suffix in [""] + (2...9).map({ "-\($0)" }) {
      do {
        _ = try await backup(to: "\(name)\(suffix).sqlite", replacing: false)
        return "\(name)\(suffix).sqlite"
      } catch BackupError.exists {
        continue
      }
    }
    throw BackupError.exists(path: "\(name)-9.sqlite")
  }

  /// The backup at `path` checked and staged beside the book; refused when the book was
  /// written by a newer version or is in memory.
  private func stage(_ path: String) throws -> StagedBackup {
    if let newerVersion { throw ContactStoreError.newerVersion(newerVersion) }
    guard self.path != ":memory:" else { throw BackupError.unavailable }
    do {
      return try StagedBackup(path, beside: self.path)
    } catch let error as BackupError {
      throw error
    } catch {
      throw ContactStoreError(error, path: self.path)
    }
  }

  /// What copying `staged` into the book changes, with the first few names of each kind.
  private func changes(_ staged: StagedBackup) async throws -> BackupChanges {
    let book = path
    let (ids, backupNames) = try staged.withBook(book) { db in
      let ids = try BackupComparison.ids(db)
      let names = { (ids: [Int64]) in
        try ids.prefix(BackupChanges.listedNames).map {
          try ContactQueries.contact(id: $0, in: db).fullName
        }
      }
      return (ids, (added: try names(ids.added), changed: try names(ids.changed)))
    }
    let (removed, accounts) = try await read { db in
      let removed = try ids.removed.prefix(BackupChanges.listedNames).map {
        try ContactQueries.contact(id: $0, in: db).fullName
      }
      return (removed, try KeptAccounts.names(db))
    }
    return BackupChanges(
      added: .init(count: ids.added.count, names: backupNames.added),
      removed: .init(count: ids.removed.count, names: removed),
      changed: .init(count: ids.changed.count, names: backupNames.changed),
      backupCount: ids.backupCount,
      keptAccounts: .init(
        count: accounts.count, names: Array(accounts.prefix(BackupChanges.listedNames))))
  }

  /// The time in a kept book's file name, in UTC: sorts as it reads.
  private static var stamp: DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH-mm-ss"
    return formatter
  }
}
