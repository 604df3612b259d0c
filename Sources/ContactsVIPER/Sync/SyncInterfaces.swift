import ContactsApp
import ContactsDomain
import ContactsPresentation

/// What the presenter tells the sync view.
public protocol SyncViewInterface: AnyObject {
  /// Shows the accounts, what each synced, and the open conflicts.
  func showAccounts(_ accounts: [AccountStatus], conflicts: [SyncConflict])
  /// Shows how far the running sync has come.
  func showProgress(_ progress: SyncProgress)
  /// Shows what each account's sync did: the one-line summaries.
  func showSynced(_ accounts: [SyncedAccount])
  /// Shows that `account`'s sync stopped before changing anything, why, and a Confirm button;
  /// the accounts before it synced.
  func askToConfirm(account: String, reason: String, synced: [SyncedAccount])
  /// Shows that `conflict` was resolved.
  func showResolved(_ conflict: SyncConflict)
  /// Shows why the sync, the loading or the choice failed.
  func showError(_ failure: AppFailure)
}

/// What the sync view tells its presenter.
public protocol SyncPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad() async
  /// Call when the user taps Sync now: the account `name` or every one; a dry run writes
  /// nothing; `confirmed` goes ahead with a sync that would stop to ask (Confirm, on a sync
  /// that stopped to ask, is this again, confirmed).
  func syncTapped(account name: String?, dryRun: Bool, confirmed: Bool) async
  /// Call when the user taps "Keep mine" on conflict `id`.
  func keepMineTapped(_ id: Int64) async
  /// Call when the user taps "Keep the server's" on conflict `id`.
  func keepServersTapped(_ id: Int64) async
}

/// Where the sync presenter syncs: the network manager, behind the domain's port.
public protocol SyncInteractorInterface {
  func accounts() async throws -> [AccountStatus]
  func conflicts() async throws -> [SyncConflict]
  func sync(
    account name: String?, options: SyncOptions, progress: @escaping (SyncProgress) -> Void
  ) async throws -> SyncOutcome
  func resolve(_ id: Int64, keep choice: SyncConflict.Choice) async throws -> SyncConflict
}
