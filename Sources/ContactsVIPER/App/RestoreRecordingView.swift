import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The restore screen's view for `VIPERApp`: remembers what the presenter showed.
final class RestoreRecordingView: RestoreBackupViewInterface {
  /// What restoring the picked backup would change, or why it could not be read.
  private(set) var changes: Result<BackupChanges, AppFailure> = .failure(.unanswered)
  /// The restore done, or why it was not.
  private(set) var restored: Result<RestoredBackup, AppFailure> = .failure(.unanswered)

  func showChanges(_ changes: BackupChanges) { self.changes = .success(changes) }
  func showRestored(_ restored: RestoredBackup) { self.restored = .success(restored) }
  func showError(_ failure: AppFailure) {
    changes = .failure(failure)
    restored = .failure(failure)
  }
}
