import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The import screen's logic: run the import, show its progress and summary or its error, and
/// tell the presenting module.
final class ImportContactsPresenter: ImportContactsPresenterInterface {
  weak var view: (any ImportContactsViewInterface)?
  private weak var delegate: (any ImportModuleDelegate)?
  private let interactor: any ImportContactsInteractorInterface
  private let wireframe: any ImportContactsWireframeInterface

  init(
    view: any ImportContactsViewInterface,
    delegate: any ImportModuleDelegate,
    interactor: any ImportContactsInteractorInterface,
    wireframe: any ImportContactsWireframeInterface
  ) {
    self.view = view
    self.delegate = delegate
    self.interactor = interactor
    self.wireframe = wireframe
  }

  // MARK: - ImportContactsPresenterInterface

  func importTapped(files: [ImportFile], dryRun: Bool) async {
    let summary: ImportSummary
    do {
      summary = try await interactor.importFiles(files, dryRun: dryRun) {
        view?.showProgress($0)
      }
    } catch {
      view?.showError(AppFailure(.importContacts, error))
      return
    }
    view?.showSummary(summary)
    await delegate?.didImportContacts(summary)
  }

  func closeTapped() {
    wireframe.dismissImportContactsScreen()
  }
}
