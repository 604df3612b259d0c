import ContactsDomain
import Foundation
import GRDB

/// The backups a restore may pick from: the files of the book's backups folder named as one of
/// its daily backups or as the book kept before a restore (`BackupNames`: other books of the
/// folder keep theirs there too), each read (read-only) for its count.
extension ContactDatabase {
  public func backupFiles() async throws -> [BackupFile] {
    guard path != ":memory:" else { return [] }
    let folder = backupsFolder
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch CocoaError.fileReadNoSuchFile {
      return []
    }
    return try names.filter(backupNames.owns).map { name in
      let path = "\(folder)/\(name)"
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      return BackupFile(
        name: name, path: path, modified: attributes[.modificationDate] as? Date ?? .distantPast,
        size: (attributes[.size] as? NSNumber)?.int64Value ?? 0,
        contactCount: Self.contactCount(at: path))
    }
    .sorted { ($0.modified, $0.name) > ($1.modified, $1.name) }
  }

  /// How many contacts the database at `path` holds, read without changing it; nil when it is
  /// not one this version can read.
  private static func contactCount(at path: String) -> Int? {
    var configuration = Configuration()
    configuration.readonly = true
    let location = URL(fileURLWithPath: path).absoluteString + "?immutable=1"
    guard let queue = try? DatabaseQueue(path: location, configuration: configuration) else {
      return nil
    }
    defer { try? queue.close() }
    return try? queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") }
  }
}
