import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The restore screen's logic: show what a picked backup changes, then restore it.
final class RestoreBackupPresenter: RestoreBackupPresenterInterface {
  weak var view: (any RestoreBackupViewInterface)?
  private let interactor: any RestoreBackupInteractorInterface

  init(view: any RestoreBackupViewInterface, interactor: any RestoreBackupInteractorInterface) {
    self.view = view
    self.interactor = interactor
  }

  // MARK: - RestoreBackupPresenterInterface

  func viewAppeared() async {
    do {
      view?.showBackups(BackupsScreen(files: try await interactor.backupFiles()))
    } catch {
      view?.showError(AppFailure(.listBackups, error))
    }
  }

  func backupPicked(_ path: String) async {
    do {
      let changes = try await interactor.changes(restoring: path)
      view?.showChanges(changes)
    } catch {
      view?.showError(AppFailure(.restoreBackup, error))
    }
  }

  func restoreConfirmed(_ path: String) async {
    do {
      let restored = try await interactor.restore(from: path)
      view?.showRestored(restored)
    } catch {
      view?.showError(AppFailure(.restoreBackup, error))
    }
  }
}
