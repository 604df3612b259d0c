import ContactsApp
import ContactsDomain
import ContactsPresentation

/// What the presenter tells the restore view.
public protocol RestoreBackupViewInterface: AnyObject {
  /// Shows the backups kept in the book's backups folder, to pick from.
  func showBackups(_ backups: BackupsScreen)
  /// Shows what restoring the picked backup would change.
  func showChanges(_ changes: BackupChanges)
  /// Shows the restore done, and where the book as it was is kept.
  func showRestored(_ restored: RestoredBackup)
  /// Shows why the step failed; nothing was changed.
  func showError(_ failure: AppFailure)
}

/// What the restore view tells its presenter.
public protocol RestoreBackupPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewAppeared() async
  /// Call when the user picks the backup file at `path`.
  func backupPicked(_ path: String) async
  /// Call when the user confirms Restore for the backup file at `path`.
  func restoreConfirmed(_ path: String) async
}

/// Where the restore presenter compares and restores backups.
public protocol RestoreBackupInteractorInterface {
  /// The backups kept in the book's backups folder, the newest first.
  func backupFiles() async throws -> [BackupFile]
  /// What restoring the backup at `path` would change.
  func changes(restoring path: String) async throws -> BackupChanges
  /// Replaces the book with the backup at `path`.
  func restore(from path: String) async throws -> RestoredBackup
}
