import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The import screen's logic: run the import, show its progress and summary or its error.
final class ImportContactsPresenter: ImportContactsPresenterInterface {
  weak var view: (any ImportContactsViewInterface)?
  private let interactor: any ImportContactsInteractorInterface

  init(view: any ImportContactsViewInterface, interactor: any ImportContactsInteractorInterface) {
    self.view = view
    self.interactor = interactor
  }

  // MARK: - ImportContactsPresenterInterface

  func importTapped(files: [ImportFile], dryRun: Bool) async {
    do {
      let summary = try await interactor.importFiles(files, dryRun: dryRun) {
        view?.showProgress($0)
      }
      view?.showSummary(summary)
    } catch {
      view?.showError(AppFailure(.importContacts, error))
    }
  }
}
