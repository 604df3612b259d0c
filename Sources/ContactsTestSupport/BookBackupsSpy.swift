import ContactsDomain
import Foundation

/// Backups for the restore screen's tests: answers with `changes` for any file (or throws
/// `failure`), lists `files`, and records which files were previewed and restored.
public actor BookBackupsSpy: BookBackups {
  /// What a preview or a restore of any file answers.
  public let changes: BackupChanges
  /// What a listing of the backups folder answers.
  public let files: [BackupFile]
  /// Thrown instead, when set.
  public let failure: (any Error & Sendable)?
  /// The files previewed and restored, in order: "preview PATH", "restore PATH"; "list" for
  /// a listing.
  public private(set) var calls: [String] = []

  public init(
    changes: BackupChanges, files: [BackupFile] = [], failure: (any Error & Sendable)? = nil
  ) {
    self.changes = changes
    self.files = files
    self.failure = failure
  }

  public func changes(restoring path: String) async throws -> BackupChanges {
    calls.append("preview \(path)")
    if let failure { throw failure }
    return changes
  }

  public func restore(from path: String) async throws -> RestoredBackup {
    calls.append("restore \(path)")
    if let failure { throw failure }
    return RestoredBackup(changes: changes, keptAt: "/book/backups/before-restore.sqlite")
  }

  public func backupFiles() async throws -> [BackupFile] {
    calls.append("list")
    if let failure { throw failure }
    return files
  }
}

extension BackupChanges {
  /// A backup of three contacts that brings Ada back and removes Grace.
  public static let adaBack = BackupChanges(
    added: .init(count: 1, names: ["Ada Lovelace"]),
    removed: .init(count: 1, names: ["Grace Hopper"]),
    changed: .init(count: 0, names: []), backupCount: 3)
}

extension BackupFile {
  /// Yesterday's daily backup: 3 contacts, 12 kB, written 2026-11-25 at 14:03 UTC.
  public static let daily = BackupFile(
    name: "contacts-2026-11-25.sqlite", path: "/book/backups/contacts-2026-11-25.sqlite",
    modified: Date(timeIntervalSince1970: 1_795_615_380), size: 12_288, contactCount: 3)
}
