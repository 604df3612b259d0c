import ContactsApp
import ContactsDomain
import ContactsPresentation
import Observation

/// The restore screen's state: a backup file picked, what restoring it would change, then the
/// restore itself.
@Observable
public final class RestoreBackupViewModel {
  private let backups: any BookBackups

  /// What restoring the picked backup would change; nil before one was picked and read.
  public private(set) var changes: BackupChanges?
  /// The restore done; nil before it.
  public private(set) var restored: RestoredBackup?
  /// Why the last step failed, typed; nil otherwise.
  public private(set) var failure: AppFailure?

  /// A restore screen over `backups`.
  public init(backups: any BookBackups) {
    self.backups = backups
  }

  /// Call when the user picks the backup file at `path`: shows what restoring it changes.
  public func backupPicked(_ path: String) async {
    do {
      changes = try await backups.changes(restoring: path)
      failure = nil
    } catch {
      changes = nil
      failure = AppFailure(.restoreBackup, error)
    }
  }

  /// Call when the user confirms Restore for the backup file at `path`.
  public func restoreConfirmed(_ path: String) async {
    do {
      restored = try await backups.restore(from: path)
      failure = nil
    } catch {
      restored = nil
      failure = AppFailure(.restoreBackup, error)
    }
  }
}
