import Foundation

/// The files SQLite keeps for one database: the file itself, its `-wal`, `-shm` and `-journal`.
struct DatabaseFiles {
  let path: String

  /// The database and the files SQLite keeps beside it.
  var all: [String] { ["", "-wal", "-shm", "-journal"].map { path + $0 } }

  /// True when writing to `other` would write to one of these files, by whatever path: the
  /// same name through `..` or a symbolic link, or the same file through a hard link.
  func contains(_ other: String) -> Bool {
    let name = Self.canonical(other)
    let target = Self.identity(of: name)
    return all.contains { file in
      Self.canonical(file) == name || (target != nil && Self.identity(of: file) == target)
    }
  }

  /// Whether `path`'s file, when present, has any bytes; a missing file has none.
  static func hasContent(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_size > 0
  }

  /// The device and inode of the file at `path` (after symbolic links); nil when there is none.
  private static func identity(of path: String) -> [UInt64]? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return [UInt64(info.st_dev), UInt64(info.st_ino)]
  }

  /// `path` with symbolic links, `.` and `..` resolved as far as the file system has them;
  /// a name that does not exist yet keeps its last component, `..` then taken as written.
  private static func canonical(_ path: String) -> String {
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    for candidate in [path, standardized] {
      if let resolved = realPath(candidate) { return resolved }
      let url = URL(fileURLWithPath: candidate)
      if let folder = realPath(url.deletingLastPathComponent().path) {
        return folder + "/" + url.lastPathComponent
      }
    }
    return standardized
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
