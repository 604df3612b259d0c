import ContactsDomain
import Foundation

/// A file written under a temporary name beside its destination, then renamed over it in one
/// step: readers see the old file or the whole new one, never a part.
final class AtomicFile {
  private let destination: URL
  private let temporary: URL
  private let handle: FileHandle

  /// Starts writing what will replace the file at `path`.
  init(replacing path: String) throws {
    destination = URL(fileURLWithPath: path)
    temporary = destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary.path)
    else {
      throw CommandFailure(
        "Cannot write \(path): its folder is missing or read-only", status: .io)
    }
    self.handle = handle
  }

  /// Starts writing a command's `--output` file `path`: refused when a file is there already
  /// and the command was not given `--force` (`force`), as `backup` refuses; `export` and
  /// `photo` then `commit(replacing: force)`, which refuses one that appeared meanwhile.
  static func output(_ path: String, force: Bool) throws -> AtomicFile {
    if !force, FileManager.default.fileExists(atPath: path) {
      throw CommandFailure(BackupError.exists(path: path).message, status: .usage)
    }
    return try AtomicFile(replacing: path)
  }

  /// Appends `data`.
  func write(_ data: Data) throws {
    do {
      try handle.write(contentsOf: data)
    } catch {
      throw WriteFailure(message: "cannot write \(destination.path): \(error.localizedDescription)")
    }
  }

  /// Flushes the file to disk and puts it at the destination in one step: renamed over it when
  /// `replacing`, else hard-linked there, which fails when a file has appeared there meanwhile
  /// (as a backup is put in place).
  func commit(replacing: Bool = true) throws {
    do {
      try handle.synchronize()
      try handle.close()
    } catch {
      discard()
      throw CommandFailure(
        "Cannot write \(destination.path): \(error.localizedDescription)", status: .io)
    }
    let placed =
      replacing
      ? rename(temporary.path, destination.path) == 0
      : link(temporary.path, destination.path) == 0
    let failure = errno
    unlink(temporary.path)
    guard placed else {
      if failure == EEXIST {
        throw CommandFailure(BackupError.exists(path: destination.path).message, status: .usage)
      }
      let reason = String(cString: strerror(failure))
      throw CommandFailure("Cannot write \(destination.path): \(reason)", status: .io)
    }
  }

  /// Leaves the destination alone and removes what was written.
  func discard() {
    try? handle.close()
    try? FileManager.default.removeItem(at: temporary)
  }

  /// A failed write, in words the export screen can show.
  struct WriteFailure: UserFacingError {
    let message: String
  }
}
