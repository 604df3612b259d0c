import Foundation

/// Writes a set of files all or none: each goes to a temporary file beside its place first, then
/// every one is renamed into place; on any failure what was done is undone, replaced files come
/// back and the folders it made are removed.
struct AtomicWriter {
  /// Renames a file; the tests replace it with one that fails.
  var move: (URL, URL) throws -> Void = { try FileManager.default.moveItem(at: $0, to: $1) }

  func write(_ files: [(url: URL, contents: String)]) throws(GeneratorError) {
    var undo = Undo()
    do {
      var temporaries: [(temporary: URL, target: URL)] = []
      for file in files {
        try undo.makeFolder(file.url.deletingLastPathComponent())
        let temporary = file.url.deletingLastPathComponent()
          .appendingPathComponent(
            ".\(file.url.lastPathComponent).contacts-gen-\(UUID().uuidString)")
        undo.temporaries.append(temporary)
        try Data(file.contents.utf8).write(to: temporary, options: .withoutOverwriting)
        temporaries.append((temporary, file.url))
      }
      for (temporary, target) in temporaries {
        if FileManager.default.fileExists(atPath: target.path) {
          let backup = temporary.appendingPathExtension("old")
          try move(target, backup)
          undo.backups.append((backup, target))
        }
        try move(temporary, target)
        undo.placed.append(target)
      }
    } catch {
      undo.run()
      throw .writeFailed("\(error)")
    }
    undo.finish()
  }
}

/// What a write did so far, to take it back.
private struct Undo {
  var folders: [URL] = []
  var temporaries: [URL] = []
  var backups: [(backup: URL, target: URL)] = []
  var placed: [URL] = []

  /// Makes `folder` and the missing folders above it, remembering which it made.
  mutating func makeFolder(_ folder: URL) throws {
    var missing: [URL] = []
    var current = folder
    while !FileManager.default.fileExists(atPath: current.path) {
      missing.append(current)
      current.deleteLastPathComponent()
    }
    for folder in missing.reversed() {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      folders.append(folder)
    }
  }

  func run() {
    let manager = FileManager.default
    for target in placed.reversed() { try? manager.removeItem(at: target) }
    for (backup, target) in backups.reversed() { try? manager.moveItem(at: backup, to: target) }
    for temporary in temporaries { try? manager.removeItem(at: temporary) }
    for folder in folders.reversed() { try? manager.removeItem(at: folder) }
  }

  func finish() {
    for (backup, _) in backups { try? FileManager.default.removeItem(at: backup) }
  }
}
