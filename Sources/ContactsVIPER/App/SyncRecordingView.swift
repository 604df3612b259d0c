import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The sync screen's view for `VIPERApp`.
final class SyncRecordingView: SyncViewInterface {
  private let progress: (SyncProgress) -> Void
  /// The accounts and conflicts shown, or why none.
  private(set) var shown:
    Result<(accounts: [AccountStatus], conflicts: [SyncConflict]), AppFailure> =
      .failure(.unanswered)
  /// How Sync now ended, or why it failed.
  private(set) var synced: Result<SyncOutcome, AppFailure> = .failure(.unanswered)
  /// The conflict a choice resolved, or why not.
  private(set) var resolved: Result<SyncConflict, AppFailure> = .failure(.unanswered)

  init(progress: @escaping (SyncProgress) -> Void = { _ in }) {
    self.progress = progress
  }

  func showAccounts(_ accounts: [AccountStatus], conflicts: [SyncConflict]) {
    shown = .success((accounts, conflicts))
  }

  func showProgress(_ progress: SyncProgress) { self.progress(progress) }
  func showSynced(_ accounts: [SyncedAccount]) { synced = .success(.synced(accounts)) }

  func askToConfirm(account: String, reason: String, synced: [SyncedAccount]) {
    self.synced = .success(.needsConfirmation(synced: synced, account: account, reason: reason))
  }

  func showResolved(_ conflict: SyncConflict) { resolved = .success(conflict) }

  func showError(_ failure: AppFailure) {
    shown = .failure(failure)
    synced = .failure(failure)
    resolved = .failure(failure)
  }
}
