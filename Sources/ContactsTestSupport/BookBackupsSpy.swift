import ContactsDomain

/// Backups for the restore screen's tests: answers with `changes` for any file (or throws
/// `failure`), and records which files were previewed and restored.
public actor BookBackupsSpy: BookBackups {
  /// What a preview or a restore of any file answers.
  public let changes: BackupChanges
  /// Thrown instead, when set.
  public let failure: (any Error & Sendable)?
  /// The files previewed and restored, in order: "preview PATH", "restore PATH".
  public private(set) var calls: [String] = []

  public init(changes: BackupChanges, failure: (any Error & Sendable)? = nil) {
    self.changes = changes
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
}

extension BackupChanges {
  /// A backup of three contacts that brings Ada back and removes Grace.
  public static let adaBack = BackupChanges(
    added: .init(count: 1, names: ["Ada Lovelace"]),
    removed: .init(count: 1, names: ["Grace Hopper"]),
    changed: .init(count: 0, names: []), backupCount: 3)
}
