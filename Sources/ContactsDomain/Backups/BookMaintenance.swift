/// What keeping the book takes besides the app's actions, which the store answers: a copy of
/// the whole book to a file, the day's automatic backup, a watch on what other programs store,
/// and the refusal to write an output file over the book. The root hands it to the front ends,
/// which never see the store behind it.
public protocol BookMaintenance: Sendable {
  /// Where the book is, as `--database` takes it: what a backup made by another process opens.
  /// Nil for a book kept in memory.
  var location: String? { get }

  /// What tells when another program stored something in the book.
  var watch: any ContactChanges { get }

  /// Copies the whole book, as it is at one moment, to a new file at `path` (replacing one there
  /// only when `replacing`); returns its size in bytes. Throws `BackupError.exists` when the
  /// file exists and is kept.
  func backup(to path: String, replacing: Bool) async throws -> Int

  /// True when daily backups are on and the book has none of today yet.
  func isDailyBackupDue() -> Bool

  /// Makes today's automatic backup unless another process made it first, and keeps the last
  /// `BackupFile.dailyKept` of them.
  func makeDailyBackup() async throws

  /// Throws when writing to `output` would write over the book's own files.
  func refuseToOverwrite(_ output: String) throws(ContactStoreError)
}

/// No upkeep: what a book that is no file answers (one a front end's tests hold in a spy, or a
/// PostgreSQL book, which PostgreSQL's own backups keep). It has nothing to copy, nothing is due,
/// and no file can overwrite it; `watch` tells of other programs' writes (none by default).
public struct NoBookMaintenance: BookMaintenance {
  public let watch: any ContactChanges

  public init(watch: any ContactChanges = NoChanges()) {
    self.watch = watch
  }

  public var location: String? { nil }

  public func backup(to path: String, replacing: Bool) async throws -> Int {
    throw BackupError.unavailable
  }

  public func isDailyBackupDue() -> Bool { false }

  public func makeDailyBackup() async throws {
    throw BackupError.unavailable
  }

  public func refuseToOverwrite(_ output: String) throws(ContactStoreError) {}
}

/// The watch of a book no other program writes: it ends at once.
/// A book no other program writes.
public struct NoChanges: ContactChanges {
  public init() {}

  public func changes() -> AsyncStream<Void> {
    AsyncStream { $0.finish() }
  }
}
