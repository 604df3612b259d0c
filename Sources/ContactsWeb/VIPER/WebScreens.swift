import ContactsVIPER

/// The web's navigation: presenting the add screen means answering with the add page,
/// dismissing it means a 303 back to the list.
final class WebScreens: ContactsScreens {
  /// Which page the browser should see once the modules are done.
  enum Navigation: Equatable {
    case list
    case addContact
    case importContacts
    case exportContacts
  }

  private(set) var navigation = Navigation.list
  let addView = WebAddContactView()
  /// The presented add screen's presenter, which the person's Done or Cancel goes to.
  private(set) var addPresenter: (any AddContactPresenterInterface)?
  // Import and export: navigation and views are recorded; the pages are yet to come.
  let importView = WebImportContactsView()
  let exportView = WebExportContactsView()
  private(set) var importPresenter: (any ImportContactsPresenterInterface)?
  private(set) var exportPresenter: (any ExportContactsPresenterInterface)?

  func makeAddContactView() -> any AddContactViewInterface { addView }

  func presentAddContact(_ presenter: any AddContactPresenterInterface) {
    addPresenter = presenter
    navigation = .addContact
  }

  func dismissAddContact() {
    navigation = .list
  }

  func makeContactDetailsView() -> any ContactDetailsViewInterface { fatalError("not yet") }
  func presentContactDetails(_ presenter: any ContactDetailsPresenterInterface) {}
  func dismissContactDetails() {}

  func makeImportContactsView() -> any ImportContactsViewInterface { importView }
  func presentImportContacts(_ presenter: any ImportContactsPresenterInterface) {
    importPresenter = presenter
    navigation = .importContacts
  }
  func dismissImportContacts() { navigation = .list }

  func makeExportContactsView() -> any ExportContactsViewInterface { exportView }
  func presentExportContacts(_ presenter: any ExportContactsPresenterInterface) {
    exportPresenter = presenter
    navigation = .exportContacts
  }
  func dismissExportContacts() { navigation = .list }
}
