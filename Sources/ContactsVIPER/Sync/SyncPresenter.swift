import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The sync screen's logic: load the accounts and conflicts, sync with progress, ask before a
/// sync that stopped, settle conflicts.
final class SyncPresenter: SyncPresenterInterface {
  weak var view: (any SyncViewInterface)?
  private let interactor: any SyncInteractorInterface

  init(view: any SyncViewInterface, interactor: any SyncInteractorInterface) {
    self.view = view
    self.interactor = interactor
  }

  // MARK: - SyncPresenterInterface

  func viewDidLoad() async {
    do {
      let accounts = try await interactor.accounts()
      view?.showAccounts(accounts, conflicts: try await interactor.conflicts())
    } catch {
      view?.showError(AppFailure(.readSyncAccounts, error))
    }
  }

  func syncTapped(account name: String?, dryRun: Bool, confirmed: Bool) async {
    let outcome: SyncOutcome
    do {
      outcome = try await interactor.sync(
        account: name, options: SyncOptions(dryRun: dryRun, confirmed: confirmed)
      ) { [weak self] in self?.view?.showProgress($0) }
    } catch {
      view?.showError(AppFailure(.sync, error))
      return
    }
    switch outcome {
    case .synced(let accounts):
      view?.showSynced(accounts)
    case .needsConfirmation(let synced, let account, let reason):
      view?.askToConfirm(account: account, reason: reason, synced: synced)
    }
    // The accounts' counts and the conflicts changed with the sync.
    await viewDidLoad()
  }

  func keepMineTapped(_ id: Int64) async { await resolve(id, keep: .mine) }

  func keepServersTapped(_ id: Int64) async { await resolve(id, keep: .server) }

  // MARK: - Private

  private func resolve(_ id: Int64, keep choice: SyncConflict.Choice) async {
    do {
      view?.showResolved(try await interactor.resolve(id, keep: choice))
    } catch {
      view?.showError(
        AppFailure(.keep(choice), error))
    }
  }
}
