import ContactsDomain
import Foundation
import GRDB

/// The backups a restore may pick from: the files of the book's backups folder named as a
/// daily backup or as a book kept before a restore, each read (read-only) for its count.
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
    return try names.filter(Self.isBackupName).map { name in
      let path = "\(folder)/\(name)"
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      return BackupFile(
        name: name, path: path, modified: attributes[.modificationDate] as? Date ?? .distantPast,
        size: (attributes[.size] as? NSNumber)?.int64Value ?? 0,
        contactCount: Self.contactCount(at: path))
    }
    .sorted { ($0.modified, $0.name) > ($1.modified, $1.name) }
  }

  /// True for `contacts-YYYY-MM-DD.sqlite` (`DailyBackups`) and
  /// `before-restore-….sqlite` (`BookRestore`): names of ASCII letters, digits and dashes.
  static func isBackupName(_ name: String) -> Bool {
    guard name.hasSuffix(".sqlite"),
      name.hasPrefix("contacts-") || name.hasPrefix("before-restore-")
    else { return false }
    return name.dropLast(7).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
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
