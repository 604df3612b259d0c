import ContactsDomain
import ContactsPresentation

/// The restore screen's actions: list the kept backups, pick a backup file and see what restoring it changes, then
/// restore it. `AddressBookApp` takes them on; an app made without a store that keeps backups
/// answers each with a sentence saying so.
public protocol BackupActions: Sendable {
  /// A backup file picked on the restore screen: what restoring it would change. Nothing is
  /// changed; a file that is not a whole Contacts backup this version can read is refused.
  func previewRestore(_ path: String) async throws(AppFailure) -> BackupChanges
  /// Restore on the restore screen, confirmed: the book replaced by the backup at `path`, all
  /// or nothing, the book as it was kept first.
  func restoreBackup(_ path: String) async throws(AppFailure) -> RestoredBackup
  /// The restore screen as it opens: the backups kept in the book's backups folder, to pick
  /// from.
  func backups() async throws(AppFailure) -> BackupsScreen
}
