import ContactsDomain
import ContactsPresentation

/// The sync screen's actions: sync now, the accounts, the conflicts and their choices.
/// `AddressBookApp` takes them on; an app made without a `SyncManager` answers each with
/// `AppFailure.syncFailed(.noAccount, …)`.
public protocol SyncActions: Sendable {
  /// Sync now: the account `name`, or every account; on a dry run nothing is written, and
  /// `confirmed` goes ahead with a sync that stopped to ask. `progress` hears how far it came.
  func sync(
    account name: String?, dryRun: Bool, confirmed: Bool,
    progress: @escaping (SyncProgress) -> Void
  ) async throws(AppFailure) -> SyncOutcome
  /// The sync screen's accounts: where each syncs, how much, its open conflicts.
  func syncStatus() async throws(AppFailure) -> [AccountStatus]
  /// The sync screen's conflicts, their values as a person reads them.
  func syncConflicts() async throws(AppFailure) -> [SyncConflict]
  /// "Keep mine" or "Keep the server's" on conflict `id`: the conflict, now resolved.
  func resolveConflict(_ id: Int64, keep choice: SyncConflict.Choice) async throws(AppFailure)
    -> SyncConflict
}
