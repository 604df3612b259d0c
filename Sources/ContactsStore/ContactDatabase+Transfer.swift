import ContactsDomain
import Foundation
import GRDB

extension ContactDatabase {
  public func importContacts(
    from source: any ContactImportSource, dryRun: Bool,
    progress: @escaping @Sendable (Int) -> Void
  ) async throws -> ImportCounts {
    let now = clock()
    return try await importing(dryRun: dryRun) { db in
      let log = try ChangeLog.begin(.importFile, at: now, in: db)
      let counts = try ContactImporter.run(source, progress: progress, log: log, in: db)
      try log.end(name: "", count: counts.added + counts.updated)
      return counts
    }
  }

  public func applySync(
    _ saves: [ContactImport], deleting deletions: [Contact.ID], storing groupCards: [GroupCard],
    removingGroupCards removals: [String], in run: SyncRun
  ) async throws {
    let now = clock()
    _ = try await importing(dryRun: false) { db in
      let log = try ChangeLog.begin(.sync, at: now, runKey: run.key, in: db)
      var counts = ImportCounts()
      if !saves.isEmpty {
        counts = try ContactImporter.run(
          ContactImportList(saves), progress: { _ in }, log: log, in: db)
      }
      var moved = 0
      // To Recently deleted; a contact deleted here meanwhile is skipped, as the sync wanted
      // it gone.
      for id in deletions where try ContactRecord.exists(db, key: id) {
        try log.keepTrashed(id)
        _ = try TrashQueries.moveToTrash(id, at: now, in: db)
        moved += 1
      }
      let cards = try GroupCardHistory.sync(
        storing: groupCards, removing: removals, in: log, db: db)
      try ListPositions.place(in: db)
      try log.end(name: run.account, count: counts.added + counts.updated + moved + cards)
      try TrashQueries.purgeExpired(now: now, in: db)
      try HistoryQueries.purgeExpired(now: now, in: db)
      return counts
    }
  }

  /// Runs `body` in an import's transaction (rolled back for a dry run), with the page cache
  /// an import may have grown set back after.
  func importing<T: Sendable>(
    dryRun: Bool, _ body: @escaping @Sendable (Database) throws -> T
  ) async throws -> T {
    if let newerVersion { throw ContactStoreError.newerVersion(newerVersion) }
    do {
      return try await writer.writeWithoutTransaction { db in
        var result: T?
        let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? 0
        var commit = ImportProfile.isOn ? PhaseTimer() : nil
        do {
          try db.inTransaction {
            result = try body(db)
            commit = commit.map { _ in PhaseTimer() }
            return dryRun ? .rollback : .commit
          }
          commit?.lap(.commit)
          if let commit { ImportProfile.add(commit.profile) }
        } catch {
          try db.execute(sql: "PRAGMA cache_size = \(cacheSize)")
          throw error
        }
        try db.execute(sql: "PRAGMA cache_size = \(cacheSize)")
        if !dryRun { Self.emptyLargeWAL(db, path: path) }
        guard let result else { preconditionFailure("a transaction ended without its body") }
        return result
      }
    } catch let error as DatabaseError {
      throw ContactStoreError(error, path: path)
    }
  }

  /// The size of a WAL an import empties when it ends (`emptyLargeWAL`).
  static let largeWAL: off_t = 64 << 20

  /// Empties the WAL of the book at `path` when it is larger than `largeWAL`. After a large
  /// import the WAL is about the book's size: SQLite's checkpoint at the commit copies its pages
  /// into the book, but the file keeps its size until a writer starts it over, and a process that
  /// opens the book while no other has it open (the next command, the daily backup) reads all of
  /// it to rebuild its index: seconds at 300,000 contacts, on every command that only reads.
  /// A checkpoint that readers hold off leaves it to the next writer.
  static func emptyLargeWAL(_ db: Database, path: String, largerThan limit: off_t = largeWAL) {
    var status = stat()
    guard path != ":memory:", stat(path + "-wal", &status) == 0, status.st_size > limit
    else { return }
    _ = try? db.checkpoint(.truncate)
  }

  /// The page cache of a bulk import's transaction (in KiB, as SQLite counts a negative size):
  /// with the default 2 MiB, pages the transaction has written spill to the WAL and are read
  /// back from it while it inserts. Bounded, so an import's memory does not grow with its file.
  /// An import of a few contacts into a larger book (a sync's batch) keeps the default, which
  /// holds what it writes: its memory does not grow with the book either.
  public static let importCacheSize = -32 * 1024

  /// The page cache (in KiB) while an import builds the list index at its end, which also bounds
  /// the memory SQLite sorts the index in before it spills to temporary files: with the import's
  /// cache, a million contacts took 64 MiB here (peak 103 MB), with this 79 MB, and no slower.
  public static let indexSortCacheSize = -8 * 1024

  /// Reads from a snapshot of the database file (a copy, for a database in memory), so every
  /// window of an export sees the same contacts however long it runs.
  public func exportSnapshot() async throws -> any ContactExportReader {
    do {
      if let pool = writer as? DatabasePool {
        return ExportSnapshot(reader: try pool.makeSnapshot(), path: path)
      }
      // A file opened read-only (by a reading command) is read through a read-only pool's
      // snapshot, so a large address book is not copied into memory.
      if path != ":memory:", let pool = try? Self.readOnlyPool(path) {
        return ExportSnapshot(reader: try pool.makeSnapshot(), path: path)
      }
      let copy = try DatabaseQueue()
      try writer.backup(to: copy)
      return ExportSnapshot(reader: copy, path: path)
    } catch let error as DatabaseError {
      throw ContactStoreError(error, path: path)
    }
  }
}

extension ContactDatabase {
  fileprivate static func readOnlyPool(_ path: String) throws -> DatabasePool {
    var configuration = Configuration()
    configuration.readonly = true
    return try DatabasePool(path: path, configuration: configuration)
  }
}

/// An export's reads, all from one snapshot.
private struct ExportSnapshot: ContactExportReader {
  let reader: any DatabaseReader
  let path: String

  func exportContacts(after position: ContactPosition?, limit: Int) async throws
    -> [ContactExport]
  {
    do {
      return try await reader.read { db in
        try ContactTransferQueries.exportContacts(after: position, limit: limit, in: db)
      }
    } catch let error as DatabaseError {
      throw ContactStoreError(error, path: path)
    }
  }

  func groupCards() async throws -> [GroupCard] {
    do {
      return try await reader.read { db in try GroupQueries.groupCards(in: db) }
    } catch let error as DatabaseError {
      throw ContactStoreError(error, path: path)
    }
  }
}

extension ContactDatabase: ContactExportReader {
  /// One window of an export as the database is now; an export reads from `exportSnapshot()`.
  public func exportContacts(after position: ContactPosition?, limit: Int) async throws
    -> [ContactExport]
  {
    try await ExportSnapshot(reader: writer, path: path).exportContacts(
      after: position, limit: limit)
  }

  /// Every group card as the database is now; an export reads from `exportSnapshot()`.
  public func groupCards() async throws -> [GroupCard] {
    try await ExportSnapshot(reader: writer, path: path).groupCards()
  }
}
