import ContactsDomain
import ContactsMVVM
import Foundation

/// Renders the MVVM view models' state as screen events, as a passive view would.
final class MVVMDriver: AppDriver {
  private let repository: any ContactRepository
  private let fileFormat: any ContactFileFormat
  private let list: ContactListViewModel
  private var add: AddContactViewModel?
  private var details: ContactDetailsViewModel?
  private var importer: ImportContactsViewModel?
  private(set) var events: [ScreenEvent] = []
  private(set) var exportedFile = Data()

  init(repository: any ContactRepository, pageSize: Int, fileFormat: any ContactFileFormat) {
    self.repository = repository
    self.fileFormat = fileFormat
    list = ContactListViewModel(repository: repository, pageSize: pageSize)
  }

  // MARK: - List

  func openList() async {
    await list.viewDidLoad()
    renderList()
  }

  func search(_ text: String) async {
    await list.searchTextChanged(text)
    renderList()
  }

  func tapNextPage() async {
    await list.nextPageTapped()
    renderList()
  }

  func tapPreviousPage() async {
    await list.previousPageTapped()
    renderList()
  }

  func tapLetter(_ letter: String) async {
    await list.letterTapped(letter)
    renderList()
  }

  fileprivate func renderList() {
    if let message = list.errorMessage {
      events.append(.error(message))
    } else if list.showsNoContent {
      events.append(.noContent)
    } else if list.showsNoResults {
      events.append(.noResults(list.query))
    } else {
      events.append(.showed((0..<list.contactsCount).map { list.viewModel(at: $0).fullName }))
    }
    if list.errorMessage == nil, list.window.hasPrevious || list.window.hasNext {
      events.append(.paging(previous: list.window.hasPrevious, next: list.window.hasNext))
    }
  }

  // MARK: - Add and edit

  func tapAdd() {
    open(AddContactViewModel(repository: repository))
  }

  func tapEdit() {
    guard let contact = details?.contact else { return }
    open(AddContactViewModel(repository: repository, editing: contact))
  }

  private func open(_ add: AddContactViewModel) {
    self.add = add
    events.append(.form(add.form, editing: add.isEditing))
  }

  func tapDone(_ form: ContactForm) async {
    guard let add else { return }
    await add.doneTapped(form)
    switch add.outcome {
    case .added(let contact):
      closeAdd()
      renderInsertion(of: contact, at: list.didAddContact(contact))
    case .updated(let contact):
      closeAdd()
      details?.didUpdateContact(contact)
      renderDetails()
      let move = list.didUpdateContact(contact)
      if let from = move.from { events.append(.removed(at: from)) }
      renderInsertion(of: contact, at: move.to)
    case .cancelled, nil:
      if let alert = add.alert { events.append(.alert(alert)) }
    }
  }

  func tapCancel() {
    guard let add else { return }
    add.cancelTapped()
    closeAdd()
  }

  private func closeAdd() {
    add = nil
    events.append(.addScreenClosed)
  }

  private func renderInsertion(of contact: Contact, at index: Int?) {
    if let index { events.append(.inserted(list.viewModel(at: index).fullName, at: index)) }
  }

  // MARK: - Details

  func tapContact(_ id: Contact.ID) async {
    let details = ContactDetailsViewModel(repository: repository, id: id)
    self.details = details
    await details.viewDidLoad()
    renderDetails()
  }

  func tapDelete() {
    details?.deleteTapped()
    renderDetails()
  }

  func confirmDelete() async {
    guard let details, let id = details.contact?.id else { return }
    await details.deleteConfirmed()
    guard details.isDeleted else { return renderDetails() }
    self.details = nil
    events.append(.detailsClosed)
    if let index = list.didDeleteContact(id) { events.append(.removed(at: index)) }
  }

  func cancelDelete() {
    details?.deleteCancelled()
    renderDetails()
  }

  private func renderDetails() {
    guard let details else { return }
    if let message = details.errorMessage {
      events.append(.error(message))
    } else if let card = details.card {
      events.append(details.isConfirmingDelete ? .confirmDelete(card.fullName) : .details(card))
    }
  }
}

// MARK: - Import and export

extension MVVMDriver {
  func tapImport() {
    let importer = ImportContactsViewModel(repository: repository, format: fileFormat)
    importer.progressChanged = { [weak self] in self?.events.append(.importProgress($0)) }
    self.importer = importer
  }

  func pickFiles(_ files: [ImportFile], dryRun: Bool) async {
    guard let importer else { return }
    await importer.importTapped(files: files, dryRun: dryRun)
    if let message = importer.errorMessage { return events.append(.error(message)) }
    guard let summary = importer.summary else { return }
    events.append(.imported(summary))
    if await list.didImportContacts(summary) { renderList() }
  }

  func closeImport() {
    guard importer != nil else { return }
    importer = nil
    events.append(.importScreenClosed)
  }

  func tapExport() async {
    let exporter = ExportContactsViewModel(repository: repository, format: fileFormat)
    await exporter.exportTapped { exportedFile.append($0) }
    if let message = exporter.errorMessage { events.append(.error(message)) }
    if let summary = exporter.summary { events.append(.exported(summary)) }
  }
}
