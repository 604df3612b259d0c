import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The export screen's logic: hand the view the file as it is written, then say how it ended.
final class ExportContactsPresenter: ExportContactsPresenterInterface {
  weak var view: (any ExportContactsViewInterface)?
  private let interactor: any ExportContactsInteractorInterface
  private let wireframe: any ExportContactsWireframeInterface

  init(
    view: any ExportContactsViewInterface,
    interactor: any ExportContactsInteractorInterface,
    wireframe: any ExportContactsWireframeInterface
  ) {
    self.view = view
    self.interactor = interactor
    self.wireframe = wireframe
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

  func closeTapped() {
    wireframe.dismissExportContactsScreen()
  }
}
