import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The sync screen's logic: load the accounts and conflicts, sync with progress, ask before a
/// sync that stopped, settle conflicts, and tell the presenting module so its list reloads.
final class SyncPresenter: SyncPresenterInterface {
  weak var view: (any SyncViewInterface)?
  private weak var delegate: (any SyncModuleDelegate)?
  private let interactor: any SyncInteractorInterface
  private let wireframe: any SyncWireframeInterface
  /// The last Sync now, which Confirm repeats.

  init(
    view: any SyncViewInterface,
    delegate: (any SyncModuleDelegate)?,
    interactor: any SyncInteractorInterface,
    wireframe: any SyncWireframeInterface
  ) {
    self.view = view
    self.delegate = delegate
    self.interactor = interactor
    self.wireframe = wireframe
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
    await delegate?.didSync(outcome)
  }

  func keepMineTapped(_ id: Int64) async { await resolve(id, keep: .mine) }

  func keepServersTapped(_ id: Int64) async { await resolve(id, keep: .server) }

  func closeTapped() {
    wireframe.dismissSyncScreen()
  }

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
