import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The export screen's logic: hand the view the file as it is written, then say how it ended.
final class ExportContactsPresenter: ExportContactsPresenterInterface {
  weak var view: (any ExportContactsViewInterface)?
  private let interactor: any ExportContactsInteractorInterface

  init(view: any ExportContactsViewInterface, interactor: any ExportContactsInteractorInterface) {
    self.view = view
    self.interactor = interactor
  }

  // MARK: - ExportContactsPresenterInterface

  func exportTapped() async {
    guard let view else { return }
    do {
      let summary = try await interactor.exportContacts { try await view.writeExportedBytes($0) }
      view.showExportFinished(summary)
    } catch {
      view.showError(AppFailure(.exportContacts, error))
    }
  }
}
