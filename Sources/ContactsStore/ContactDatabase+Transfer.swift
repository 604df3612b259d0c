import ContactsDomain
import GRDB

extension ContactDatabase {
  public func importContacts(
    from source: any ContactImportSource, dryRun: Bool,
    progress: @escaping @Sendable (Int) -> Void
  ) async throws -> ImportCounts {
    if let newerVersion { throw ContactStoreError.newerVersion(newerVersion) }
    do {
      return try await writer.writeWithoutTransaction { db in
        var counts = ImportCounts()
        let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? 0
        do {
          try db.inTransaction {
            counts = try ContactImporter.run(source, progress: progress, in: db)
            return dryRun ? .rollback : .commit
          }
        } catch {
          try db.execute(sql: "PRAGMA cache_size = \(cacheSize)")
          throw error
        }
        try db.execute(sql: "PRAGMA cache_size = \(cacheSize)")
        return counts
      }
    } catch let error as DatabaseError {
      throw ContactStoreError(error, path: path)
    }
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
