import ContactsDomain
import Foundation
import GRDB

extension ContactStoreError {
  /// Translates what SQLite said into what a person can act on.
  init(_ error: any Error, path: String) {
    if let error = error as? ContactStoreError {
      self = error
      return
    }
    guard let error = error as? DatabaseError else {
      self = .failed(String(describing: error))
      return
    }
    switch error.resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED: self = .locked
    case .SQLITE_FULL: self = .diskFull
    // SQLite reports a write that failed for want of space (ENOSPC) as an I/O error.
    case .SQLITE_IOERR where Self.hasNoSpaceLeft(besides: path),
      .SQLITE_CANTOPEN where Self.hasNoSpaceLeft(besides: path):
      self = .diskFull
    case .SQLITE_READONLY: self = .readOnly
    // A read-only folder or file system: SQLite cannot make the `-wal` and `-shm` it needs.
    case .SQLITE_CANTOPEN where Self.exists(path) && !Self.isWritable(path): self = .readOnly
    case .SQLITE_CANTOPEN: self = .cannotOpen(path: path, reason: error.message ?? "unknown reason")
    case .SQLITE_NOTADB, .SQLITE_CORRUPT: self = .notADatabase(path: path)
    default: self = .failed(error.message ?? error.description)
    }
  }

  private static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// True when this process may write both the file and its folder.
  private static func isWritable(_ path: String) -> Bool {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return access(path, W_OK) == 0 && access(folder, W_OK) == 0
  }

  /// True when the file system holding `path` has (almost) no free blocks left.
  private static func hasNoSpaceLeft(besides path: String) -> Bool {
    var info = statvfs()
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard statvfs(folder, &info) == 0 else { return false }
    // Fewer than 64 KiB: not room for one more page of the WAL and its index.
    return UInt64(info.f_bavail) * UInt64(info.f_frsize) < 64 * 1024
  }
}
