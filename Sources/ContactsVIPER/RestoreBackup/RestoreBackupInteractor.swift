import ContactsDomain

/// Compares and restores backups through the store's `BookBackups` port.
final class RestoreBackupInteractor: RestoreBackupInteractorInterface {
  private let backups: any BookBackups

  init(backups: any BookBackups) {
    self.backups = backups
  }

  func backupFiles() async throws -> [BackupFile] {
    try await backups.backupFiles()
  }

  func changes(restoring path: String) async throws -> BackupChanges {
    try await backups.changes(restoring: path)
  }

  func restore(from path: String) async throws -> RestoredBackup {
    try await backups.restore(from: path)
  }
}
