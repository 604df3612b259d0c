import Foundation

/// Copies the database at `source`, with its journal files, over `target`; a database not yet
/// made leaves none at `target`.
func copyDatabaseFiles(from source: URL, to target: URL) throws {
  for suffix in ["", "-wal", "-shm"] {
    let from = URL(fileURLWithPath: source.path + suffix)
    let to = URL(fileURLWithPath: target.path + suffix)
    try? FileManager.default.removeItem(at: to)
    if FileManager.default.fileExists(atPath: from.path) {
      try FileManager.default.copyItem(at: from, to: to)
    }
  }
}
