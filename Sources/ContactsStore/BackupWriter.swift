import ContactsDomain
import Foundation
import GRDB

/// Writes a backup file: SQLite's online backup into a temporary file beside the destination,
/// flushed to disk, then put in place in one step. A process killed on the way leaves the
/// destination as it was (missing, or the previous file), never a part of a file.
///
/// The online backup copies the book's pages in one step inside a read transaction: in WAL
/// mode writers go on meanwhile, and the copy is the book as it was when the step began.
/// (`VACUUM INTO` would also give a consistent copy, with no free pages, but it rebuilds every
/// table and index, so it costs far more time than copying the pages as they are.)
enum BackupWriter {
  /// Copies `source` to `destination`; an existing file there is replaced only when
  /// `replacing`, else `BackupError.exists` is thrown.
  static func copy(_ source: Database, to destination: String, replacing: Bool) throws {
    let url = URL(fileURLWithPath: destination)
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if !replacing, FileManager.default.fileExists(atPath: destination) {
      throw BackupError.exists(path: destination)
    }
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
    ).path
    defer {
      for file in DatabaseFiles(path: temporary).all { unlink(file) }
    }
    let copy = try DatabaseQueue(path: temporary)
    try copy.writeWithoutTransaction { db in
      try source.backup(to: db)
      // One file, with no `-wal` beside it: a backup is copied and opened alone.
      try db.execute(sql: "PRAGMA journal_mode = DELETE")
    }
    try copy.close()
    try Self.synchronize(temporary)
    KillPoint.reached(.backupWritten)
    try Self.move(temporary, to: destination, replacing: replacing)
    try Self.synchronize(folder.path)
  }

  /// Puts `temporary` at `destination` in one step: a rename over it when `replacing`, else a
  /// hard link that fails when the destination exists (two backups racing keep one).
  private static func move(_ temporary: String, to destination: String, replacing: Bool) throws {
    if replacing {
      guard rename(temporary, destination) == 0 else { throw Self.failure(destination) }
    } else {
      guard link(temporary, destination) == 0 else {
        if errno == EEXIST { throw BackupError.exists(path: destination) }
        throw Self.failure(destination)
      }
    }
  }

  /// Flushes the file or folder at `path` to disk.
  static func synchronize(_ path: String) throws {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Self.failure(path) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw Self.failure(path) }
  }

  /// The system's reason the last call about `path` failed, as the store says it.
  private static func failure(_ path: String) -> ContactStoreError {
    errno == ENOSPC
      ? .diskFull
      : .cannotOpen(path: path, reason: String(cString: strerror(errno)))
  }
}

extension ContactDatabase {
  /// Writes a consistent copy of the whole book to the file at `destination`, while other
  /// connections and processes go on writing; an existing file is replaced only when
  /// `replacing`. Returns the copy's size in bytes.
  public func backup(to destination: String, replacing: Bool) async throws -> Int {
    try refuseToOverwrite(destination)
    do {
      try await writer.read { db in
        try BackupWriter.copy(db, to: destination, replacing: replacing)
      }
    } catch let error as BackupError {
      throw error
    } catch {
      throw ContactStoreError(error, path: destination)
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: destination)
    return (attributes?[.size] as? NSNumber)?.intValue ?? 0
  }
}
