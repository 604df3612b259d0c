import ContactsDomain
import ContactsVIPER
import Foundation

/// Passive VIPER views and screens that turn what the presenters say into screen events.
final class VIPERDriver: AppDriver {
  private var presenter: (any ContactListPresenterInterface)?
  fileprivate var addPresenter: (any AddContactPresenterInterface)?
  fileprivate var detailsPresenter: (any ContactDetailsPresenterInterface)?
  fileprivate var importPresenter: (any ImportContactsPresenterInterface)?
  fileprivate var exportPresenter: (any ExportContactsPresenterInterface)?
  fileprivate(set) var events: [ScreenEvent] = []
  fileprivate(set) var exportedFile = Data()

  init(repository: any ContactRepository, pageSize: Int, fileFormat: any ContactFileFormat) {
    presenter = ContactListWireframe.createContactListModule(
      view: self, repository: repository, fileFormat: fileFormat, screens: self,
      pageSize: pageSize)
  }

  func openList() async { await presenter?.viewDidLoad() }
  func search(_ text: String) async { await presenter?.searchTextChanged(text) }
  func tapNextPage() async { await presenter?.nextPageTapped() }
  func tapPreviousPage() async { await presenter?.previousPageTapped() }
  func tapLetter(_ letter: String) async { await presenter?.letterTapped(letter) }
  func tapAdd() { presenter?.addNewContactTapped() }
  func tapDone(_ form: ContactForm) async { await addPresenter?.doneTapped(form) }
  func tapCancel() { addPresenter?.cancelTapped() }
  func tapContact(_ id: Contact.ID) async {
    presenter?.showDetailsForContact(id)
    await detailsPresenter?.viewDidLoad()
  }
  func tapEdit() { detailsPresenter?.editTapped() }
  func tapDelete() { detailsPresenter?.deleteTapped() }
  func confirmDelete() async { await detailsPresenter?.deleteConfirmed() }
  func cancelDelete() { detailsPresenter?.deleteCancelled() }
  func tapImport() { presenter?.importTapped() }
  func pickFiles(_ files: [ImportFile], dryRun: Bool) async {
    await importPresenter?.importTapped(files: files, dryRun: dryRun)
  }
  func closeImport() { importPresenter?.closeTapped() }
  func tapExport() async {
    presenter?.exportTapped()
    await exportPresenter?.exportTapped()
  }
}

extension VIPERDriver: ContactListViewInterface {
  func reloadInterface(with contacts: [ContactViewModel]) {
    events.append(.showed(contacts.map(\.fullName)))
  }
  func showPaging(previous: PageRequest?, next: PageRequest?) {
    if previous != nil || next != nil {
      events.append(.paging(previous: previous != nil, next: next != nil))
    }
  }
  func showNoContentScreen() { events.append(.noContent) }
  func showNoResults(for query: String) { events.append(.noResults(query)) }
  func didInsertContact(_ contact: ContactViewModel, at index: Int) {
    events.append(.inserted(contact.fullName, at: index))
  }
  func didRemoveContact(at index: Int) { events.append(.removed(at: index)) }
  func showError(_ message: String) { events.append(.error(message)) }
}

extension VIPERDriver: AddContactViewInterface {
  func showForm(_ form: ContactForm, isEditing: Bool) {
    events.append(.form(form, editing: isEditing))
  }
  func showAlert(_ message: String) { events.append(.alert(message)) }
}

extension VIPERDriver: ContactDetailsViewInterface {
  func showContact(_ card: ContactCard) { events.append(.details(card)) }
  func askToConfirmDelete(of card: ContactCard) { events.append(.confirmDelete(card.fullName)) }
}

extension VIPERDriver: ContactsScreens {
  func makeAddContactView() -> any AddContactViewInterface { self }
  func presentAddContact(_ presenter: any AddContactPresenterInterface) {
    addPresenter = presenter
    presenter.viewDidLoad()
  }
  func dismissAddContact() {
    addPresenter = nil
    events.append(.addScreenClosed)
  }
  func makeContactDetailsView() -> any ContactDetailsViewInterface { self }
  func presentContactDetails(_ presenter: any ContactDetailsPresenterInterface) {
    detailsPresenter = presenter
  }
  func dismissContactDetails() {
    detailsPresenter = nil
    events.append(.detailsClosed)
  }
  func makeImportContactsView() -> any ImportContactsViewInterface { self }
  func presentImportContacts(_ presenter: any ImportContactsPresenterInterface) {
    importPresenter = presenter
  }
  func dismissImportContacts() {
    importPresenter = nil
    events.append(.importScreenClosed)
  }
  func makeExportContactsView() -> any ExportContactsViewInterface { self }
  func presentExportContacts(_ presenter: any ExportContactsPresenterInterface) {
    exportPresenter = presenter
  }
  func dismissExportContacts() { exportPresenter = nil }
}

extension VIPERDriver: ImportContactsViewInterface {
  func showProgress(_ progress: ImportProgress) { events.append(.importProgress(progress)) }
  func showSummary(_ summary: ImportSummary) { events.append(.imported(summary)) }
}

extension VIPERDriver: ExportContactsViewInterface {
  func writeExportedBytes(_ bytes: Data) throws { exportedFile.append(bytes) }
  func showExportFinished(_ summary: ExportSummary) { events.append(.exported(summary)) }
}
