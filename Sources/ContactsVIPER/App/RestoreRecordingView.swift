import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The restore screen's view for `VIPERApp`: remembers what the presenter showed.
final class RestoreRecordingView: RestoreBackupViewInterface {
  /// The backups to pick from, or why they could not be listed.
  private(set) var backups: Result<BackupsScreen, AppFailure> = .failure(.unanswered)
  /// What restoring the picked backup would change, or why it could not be read.
  private(set) var changes: Result<BackupChanges, AppFailure> = .failure(.unanswered)
  /// The restore done, or why it was not.
  private(set) var restored: Result<RestoredBackup, AppFailure> = .failure(.unanswered)

  func showBackups(_ backups: BackupsScreen) { self.backups = .success(backups) }
  func showChanges(_ changes: BackupChanges) { self.changes = .success(changes) }
  func showRestored(_ restored: RestoredBackup) { self.restored = .success(restored) }
  func showError(_ failure: AppFailure) {
    backups = .failure(failure)
    changes = .failure(failure)
    restored = .failure(failure)
  }
}
