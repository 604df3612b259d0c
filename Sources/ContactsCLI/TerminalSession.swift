import ContactsDomain
import ContactsVCard
import ContactsVIPER
import Foundation

/// One command's screens for the VIPER build: passive views that remember what the presenters
/// told them, and the navigation the wireframes ask for.
final class TerminalSession {
  // Set right after init: the module needs `self` as its view and screens.
  private(set) var list: (any ContactListPresenterInterface)!
  private(set) var addPresenter: (any AddContactPresenterInterface)?
  private(set) var detailsPresenter: (any ContactDetailsPresenterInterface)?
  private(set) var importPresenter: (any ImportContactsPresenterInterface)?
  private(set) var exportPresenter: (any ExportContactsPresenterInterface)?

  private(set) var listScreen = ListScreen.noContent
  private(set) var inserted: ContactViewModel?
  private(set) var form: ContactForm?
  private(set) var card: ContactCard?
  private(set) var confirmation: ContactCard?
  /// The last alert or error a screen showed.
  private(set) var message: String?
  private(set) var isAddClosed = false
  private(set) var isDetailsClosed = false
  /// What the import screen's progress goes to.
  var progress: (ImportProgress) -> Void = { _ in }
  /// Where the export screen's bytes go.
  var write: (Data) throws -> Void = { _ in }
  private(set) var importSummary: ImportSummary?
  private(set) var exportSummary: ExportSummary?

  init(
    repository: any ContactRepository, fileFormat: any ContactFileFormat = VCardFormat(),
    pageSize: Int = PageRequest.defaultLimit
  ) {
    list = ContactListWireframe.createContactListModule(
      view: self, repository: repository, fileFormat: fileFormat, screens: self,
      pageSize: pageSize)
  }

  /// A session whose list presented the details of `id`, loaded.
  static func openingDetails(of id: Contact.ID, repository: any ContactRepository) async
    -> TerminalSession
  {
    let session = TerminalSession(repository: repository)
    session.list.showDetailsForContact(id)
    await session.detailsPresenter?.viewDidLoad()
    return session
  }
}

extension TerminalSession: ContactListViewInterface {
  func reloadInterface(with contacts: [ContactViewModel]) {
    listScreen = .rows(contacts, next: nil)
  }
  func showPaging(previous: PageRequest?, next: PageRequest?) {
    if case .rows(let rows, _) = listScreen { listScreen = .rows(rows, next: next) }
  }
  func showNoContentScreen() { listScreen = .noContent }
  func showNoResults(for query: String) { listScreen = .noResults(query) }
  func didInsertContact(_ contact: ContactViewModel, at index: Int) { inserted = contact }
  func didRemoveContact(at index: Int) {}
  func showError(_ message: String) {
    listScreen = .error(message)
    self.message = message
  }
}

extension TerminalSession: AddContactViewInterface {
  func showForm(_ form: ContactForm, isEditing: Bool) { self.form = form }
  func showAlert(_ message: String) { self.message = message }
}

extension TerminalSession: ContactDetailsViewInterface {
  func showContact(_ card: ContactCard) { self.card = card }
  func askToConfirmDelete(of card: ContactCard) { confirmation = card }
}

extension TerminalSession: ContactsScreens {
  func makeAddContactView() -> any AddContactViewInterface { self }
  func presentAddContact(_ presenter: any AddContactPresenterInterface) {
    addPresenter = presenter
    presenter.viewDidLoad()
  }
  func dismissAddContact() { isAddClosed = true }
  func makeContactDetailsView() -> any ContactDetailsViewInterface { self }
  func presentContactDetails(_ presenter: any ContactDetailsPresenterInterface) {
    detailsPresenter = presenter
  }
  func dismissContactDetails() { isDetailsClosed = true }
  func makeImportContactsView() -> any ImportContactsViewInterface { self }
  func presentImportContacts(_ presenter: any ImportContactsPresenterInterface) {
    importPresenter = presenter
  }
  func dismissImportContacts() {}
  func makeExportContactsView() -> any ExportContactsViewInterface { self }
  func presentExportContacts(_ presenter: any ExportContactsPresenterInterface) {
    exportPresenter = presenter
  }
  func dismissExportContacts() {}
}

extension TerminalSession: ImportContactsViewInterface {
  func showProgress(_ progress: ImportProgress) { self.progress(progress) }
  func showSummary(_ summary: ImportSummary) { importSummary = summary }
}

extension TerminalSession: ExportContactsViewInterface {
  func writeExportedBytes(_ bytes: Data) throws { try write(bytes) }
  func showExportFinished(_ summary: ExportSummary) { exportSummary = summary }
}
