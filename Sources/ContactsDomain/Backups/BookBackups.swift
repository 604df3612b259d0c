/// Where backups of the whole address book are checked, compared with the book and restored
/// from: the port the restore screen drives, which the store answers.
public protocol BookBackups: Sendable {
  /// What restoring the backup file at `path` would change in the book, after checking that it
  /// is a whole Contacts database this version can read; nothing is changed.
  func changes(restoring path: String) async throws -> BackupChanges

  /// Replaces the whole book with the backup file at `path`, all or nothing, after keeping the
  /// book as it was in a backup file of its own; a backup that is refused changes nothing.
  func restore(from path: String) async throws -> RestoredBackup

  /// The backups kept in the book's backups folder, the newest first: the daily ones and those
  /// kept before a restore. None when the folder does not exist yet.
  func backupFiles() async throws -> [BackupFile]
}

/// No backups: what an app made without a store that keeps them answers.
public struct NoBookBackups: BookBackups {
  public init() {}

  public func changes(restoring path: String) async throws -> BackupChanges {
    throw BackupError.unavailable
  }

  public func restore(from path: String) async throws -> RestoredBackup {
    throw BackupError.unavailable
  }

  public func backupFiles() async throws -> [BackupFile] {
    throw BackupError.unavailable
  }
}
