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
  /// `replacing`, else `BackupError.exists` is thrown. `pace` says how the pages are copied.
  static func copy(
    _ source: Database, to destination: String, replacing: Bool, pace: BackupPace = .atOnce
  ) throws {
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
      try pace.copy(source, to: db)
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
    try await Self.copying(to: destination) {
      try await writer.read { db in
        try BackupWriter.copy(db, to: destination, replacing: replacing)
      }
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: destination)
    return (attributes?[.size] as? NSNumber)?.intValue ?? 0
  }
}

extension ContactDatabase {
  /// Writes a copy of the whole book to `destination` (which must not exist yet) for nobody
  /// waiting on it: on a thread of its own at the lowest CPU and I/O priority
  /// (`BackgroundPriority`), in steps with pauses (`BackupPace.daily`), outside any transaction
  /// between steps, so the WAL is checkpointed meanwhile rather than growing to the book's size.
  func backUpInBackground(to destination: String) async throws {
    try refuseToOverwrite(destination)
    let writer = writer
    try await Self.copying(to: destination) {
      try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
        // A thread made for the copy and ended after it: its lowered priority goes with it.
        // The read is synchronous, so SQLite's work runs on this thread (dispatch runs a
        // synchronous block on the caller's thread) and so does the flush to disk.
        Thread {
          BackgroundPriority.lowerCurrentThread()
          done.resume(
            with: Result {
              try writer.unsafeReentrantRead { db in
                try BackupWriter.copy(db, to: destination, replacing: false, pace: .daily)
              }
            })
        }.start()
      }
    }
  }

  /// Runs `copy`, its errors said as the store says them (a `BackupError` as it is).
  private static func copying(to destination: String, _ copy: () async throws -> Void)
    async throws
  {
    do {
      try await copy()
    } catch let error as BackupError {
      throw error
    } catch {
      throw ContactStoreError(error, path: destination)
    }
  }
}
