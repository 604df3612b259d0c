import ContactsDomain
import ContactsVIPER
import Foundation

/// One command's or one request's screens for the VIPER build: passive views that remember what
/// the presenters told them, and the navigation the wireframes ask for. The terminal and the web,
/// which answer once and forget, both read their answer from it.
public final class VIPERSession {
  // Set right after init: the module needs `self` as its view and its screens.
  public private(set) var list: (any ContactListPresenterInterface)!
  public private(set) var addPresenter: (any AddContactPresenterInterface)?
  public private(set) var detailsPresenter: (any ContactDetailsPresenterInterface)?
  public private(set) var importPresenter: (any ImportContactsPresenterInterface)?
  public private(set) var exportPresenter: (any ExportContactsPresenterInterface)?

  public private(set) var listState = ListState.noContent
  public private(set) var form: (ContactForm, isEditing: Bool)?
  public private(set) var alert: String?
  public private(set) var saved: ContactViewModel?
  public private(set) var isAddClosed = false
  public private(set) var detailsState: DetailsState?
  /// What the import screen's progress goes to.
  public var progress: (ImportProgress) -> Void = { _ in }
  /// Where the export screen's bytes go.
  public var write: (Data) throws -> Void = { _ in }
  public private(set) var importSummary: ImportSummary?
  public private(set) var exportSummary: ExportSummary?
  /// Why the import or export stored or wrote nothing.
  public private(set) var transferError: String?

  public init(
    repository: any ContactRepository, fileFormat: any ContactFileFormat,
    pageSize: Int = PageRequest.defaultLimit
  ) {
    list = ContactListWireframe.createContactListModule(
      view: self, repository: repository, fileFormat: fileFormat, screens: self,
      pageSize: pageSize)
  }

  /// A session whose list presented the details of `id`, loaded.
  public static func openingDetails(
    of id: Contact.ID, repository: any ContactRepository, fileFormat: any ContactFileFormat
  ) async -> VIPERSession {
    let session = VIPERSession(repository: repository, fileFormat: fileFormat)
    session.list.showDetailsForContact(id)
    await session.detailsPresenter?.viewDidLoad()
    return session
  }

  /// What the person typed into the form shown, which stays on screen until it closes, as a
  /// text field keeps its text.
  public func userTyped(_ typed: ContactForm) {
    if let (_, isEditing) = form { form = (typed, isEditing) }
  }

  /// What the add or edit screen ended on, or the details' error when it never opened.
  public var formState: FormState {
    if let saved { return .saved(saved) }
    if isAddClosed { return .cancelled }
    if let (form, isEditing) = form { return .form(form, isEditing: isEditing, alert: alert) }
    if case .error(let message) = detailsState { return .error(message) }
    return .error(alert ?? "")
  }
}

extension VIPERSession: ContactListViewInterface {
  public func reloadInterface(with contacts: [ContactViewModel]) {
    listState = .rows(contacts, previous: nil, next: nil)
  }
  public func showPaging(previous: PageRequest?, next: PageRequest?) {
    if case .rows(let rows, _, _) = listState {
      listState = .rows(rows, previous: previous, next: next)
    }
  }
  public func showNoContentScreen() { listState = .noContent }
  public func showNoResults(for query: String) { listState = .noResults(query) }
  public func didInsertContact(_ contact: ContactViewModel, at index: Int) { saved = contact }
  public func didRemoveContact(at index: Int) {}
}

extension VIPERSession: AddContactViewInterface {
  public func showForm(_ form: ContactForm, isEditing: Bool) { self.form = (form, isEditing) }
  public func showAlert(_ message: String) { alert = message }
}

extension VIPERSession: ContactDetailsViewInterface {
  public func showContact(_ card: ContactCard) { detailsState = .card(card) }
  public func askToConfirmDelete(of card: ContactCard) { detailsState = .confirmDelete(card) }
  public func showError(_ message: String) {
    // The screens share this sentence: whichever screen is up shows it.
    if importPresenter != nil || exportPresenter != nil {
      transferError = message
    } else if detailsPresenter == nil {
      listState = .error(message)
    } else {
      detailsState = .error(message)
    }
  }
}

extension VIPERSession: ContactsScreens {
  public func makeAddContactView() -> any AddContactViewInterface { self }
  public func presentAddContact(_ presenter: any AddContactPresenterInterface) {
    addPresenter = presenter
    presenter.viewDidLoad()
  }
  public func dismissAddContact() { isAddClosed = true }
  public func makeContactDetailsView() -> any ContactDetailsViewInterface { self }
  public func presentContactDetails(_ presenter: any ContactDetailsPresenterInterface) {
    detailsPresenter = presenter
  }
  public func dismissContactDetails() { detailsState = .deleted }
  public func makeImportContactsView() -> any ImportContactsViewInterface { self }
  public func presentImportContacts(_ presenter: any ImportContactsPresenterInterface) {
    importPresenter = presenter
  }
  public func dismissImportContacts() {}
  public func makeExportContactsView() -> any ExportContactsViewInterface { self }
  public func presentExportContacts(_ presenter: any ExportContactsPresenterInterface) {
    exportPresenter = presenter
  }
  public func dismissExportContacts() {}
}

extension VIPERSession: ImportContactsViewInterface {
  public func showProgress(_ progress: ImportProgress) { self.progress(progress) }
  public func showSummary(_ summary: ImportSummary) { importSummary = summary }
}

extension VIPERSession: ExportContactsViewInterface {
  public func writeExportedBytes(_ bytes: Data) throws { try write(bytes) }
  public func showExportFinished(_ summary: ExportSummary) { exportSummary = summary }
}
