import ContactsApp
import ContactsDomain

/// Where `VIPERApp`'s wireframes present the screens they go on to: the edit screen opened from
/// the details screen. The others are answered by their own actions.
final class ScreenRecorder: ContactsScreens {
  /// The view of the add or edit screen a wireframe presents.
  let add = AddContactRecorder()
  private(set) var addPresenter: (any AddContactPresenterInterface)?

  func makeAddContactView() -> any AddContactViewInterface { add }
  func presentAddContact(_ presenter: any AddContactPresenterInterface) {
    addPresenter = presenter
    presenter.viewDidLoad()
  }
  func dismissAddContact() {}

  func makeContactDetailsView() -> any ContactDetailsViewInterface { DetailsRecorder() }
  func presentContactDetails(_ presenter: any ContactDetailsPresenterInterface) {}
  func dismissContactDetails() {}
  func makeImportContactsView() -> any ImportContactsViewInterface { ImportRecorder { _ in } }
  func presentImportContacts(_ presenter: any ImportContactsPresenterInterface) {}
  func dismissImportContacts() {}
  func makeExportContactsView() -> any ExportContactsViewInterface { ExportRecorder { _ in } }
  func presentExportContacts(_ presenter: any ExportContactsPresenterInterface) {}
  func dismissExportContacts() {}
}
