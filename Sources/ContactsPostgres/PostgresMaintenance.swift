import ContactsDomain

/// A PostgreSQL book's upkeep: PostgreSQL keeps it (its own backups, `pg_dump`), so this keeps
/// no backup files and writes none; it watches every server's writes (`PostgresChangeWatch`).
public struct PostgresMaintenance: BookMaintenance {
  let store: PostgresStore

  public init(store: PostgresStore) {
    self.store = store
  }

  public var location: String? { nil }

  public var watch: any ContactChanges { store.watch }

  public func backup(to path: String, replacing: Bool) async throws -> Int {
    throw BackupError.unavailable
  }

  public func isDailyBackupDue() -> Bool { false }

  public func makeDailyBackup() async throws {
    throw BackupError.unavailable
  }

  /// No file is the book: any file may be written.
  public func refuseToOverwrite(_ output: String) throws(ContactStoreError) {}
}
