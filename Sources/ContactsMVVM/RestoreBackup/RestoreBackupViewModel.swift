import ContactsApp
import ContactsDomain
import ContactsPresentation
import Observation

/// The restore screen's state: a backup file picked, what restoring it would change, then the
/// restore itself.
@Observable
public final class RestoreBackupViewModel {
  private let backups: any BookBackups

  /// The backups kept in the book's backups folder; nil before the screen appeared.
  public private(set) var files: BackupsScreen?
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

  /// Call when the screen appears: lists the backups to pick from.
  public func viewAppeared() async {
    do {
      files = BackupsScreen(files: try await backups.backupFiles())
      failure = nil
    } catch {
      files = nil
      failure = AppFailure(.listBackups, error)
    }
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
