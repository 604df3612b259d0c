import ContactsDomain
import Foundation
import GRDB

extension ContactDatabase {
  /// How much of the file a read-only connection maps: more than the largest database.
  private static let mmapSize = 1 << 30

  /// How long a connection waits for another program's write before saying the database is
  /// locked. SQLite's waiting is not first come, first served: a hundred `contacts add` run at
  /// once on a loaded two-core machine kept four of them waiting over 5 s, while the slowest
  /// finished in about 10. A person is better served by a pause than by "try again".
  public static let busyTimeout: TimeInterval = 20

  /// Opens the database file at `path`, creating it and its folder when missing.
  ///
  /// WAL lets readers and one writer work at once; the busy timeout lets the CLI and the web
  /// server wait for each other instead of failing at once.
  public static func openFile(
    at path: String, busyTimeout: TimeInterval = busyTimeout
  ) throws(ContactStoreError) -> ContactDatabase {
    try refuseFolder(at: path)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotOpen(path: path, reason: "cannot create the folder \(folder.path)")
    }
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    return try open(path: path) { try DatabasePool(path: path, configuration: configuration) }
  }

  /// Opens the database file at `path` for reading only: nothing is written, so it reads a
  /// read-only file or folder, a full disk, and a file another program is writing.
  ///
  /// A missing file is refused, and neither it nor its folder is created: reading creates
  /// nothing. A file an older version wrote is opened as `openFile` does: it must be migrated
  /// first.
  public static func openFileForReading(
    at path: String, busyTimeout: TimeInterval = busyTimeout
  ) throws(ContactStoreError) -> ContactDatabase {
    try refuseFolder(at: path)
    guard FileManager.default.fileExists(atPath: path) else {
      throw .cannotOpen(
        path: path,
        reason: "there is no database there yet; adding or importing a contact creates it")
    }
    do {
      let opened: ContactDatabase?
      do {
        opened = try openReadOnly(path, location: path, busyTimeout: busyTimeout)
      } catch  where !DatabaseFiles.hasContent(path + "-wal") {
        // SQLite reads a WAL database through a `-shm` file it creates beside it, which a
        // read-only folder or a full disk refuses. With no `-wal` holding changes, the file alone
        // is the whole database, and SQLite may read it as immutable, without the `-shm`.
        let immutable = URL(fileURLWithPath: path).absoluteString + "?immutable=1"
        opened = try openReadOnly(path, location: immutable, busyTimeout: busyTimeout)
      }
      if let opened { return opened }
    } catch {
      throw ContactStoreError(error, path: path)
    }
    return try openFile(at: path, busyTimeout: busyTimeout)
  }

  /// Throws when `path` names a folder: SQLite would answer "disk I/O error".
  private static func refuseFolder(at path: String) throws(ContactStoreError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
    else { return }
    let example = URL(fileURLWithPath: path).appendingPathComponent("contacts.sqlite").path
    throw .cannotOpen(
      path: path, reason: "it is a folder; give the path of a database file, such as \(example)")
  }

  /// A private database in memory, for tests and previews.
  public static func inMemory() throws(ContactStoreError) -> ContactDatabase {
    try open(path: ":memory:") { try DatabaseQueue() }
  }

  /// Opens `path` with the writer `makeWriter` builds, migrated to the latest schema unless a
  /// newer version of the app wrote it.
  static func open(
    path: String, _ makeWriter: () throws -> any DatabaseWriter
  ) throws(ContactStoreError) -> ContactDatabase {
    do {
      let writer = try makeWriter()
      let newerVersion = try Schema.migrate(writer)
      return ContactDatabase(writer: writer, path: path, newerVersion: newerVersion)
    } catch {
      throw ContactStoreError(error, path: path)
    }
  }

  /// The database at `location` (a path or an SQLite URI), opened read-only; nil when its
  /// schema is older than this version's and must be migrated first.
  private static func openReadOnly(
    _ path: String, location: String, busyTimeout: TimeInterval
  ) throws -> ContactDatabase? {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    // A read maps the file instead of copying each page in with a system call: a full list
    // reads every page once.
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = \(mmapSize)") }
    let queue = try DatabaseQueue(path: location, configuration: configuration)
    let (isCurrent, newerVersion) = try queue.read { db in
      let applied = try Schema.migrator.appliedIdentifiers(db)
      return (try Schema.migrator.hasCompletedMigrations(db), Schema.newerVersion(applied))
    }
    guard isCurrent || newerVersion != nil else { return nil }
    return ContactDatabase(writer: queue, path: path, newerVersion: newerVersion)
  }
}
