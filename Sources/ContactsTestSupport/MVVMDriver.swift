import ContactsDomain
import ContactsMVVM

/// Renders the MVVM view models' state as screen events, as a passive view would.
final class MVVMDriver: AppDriver {
  private let repository: any ContactRepository
  private let list: ContactListViewModel
  private var add: AddContactViewModel?
  private var details: ContactDetailsViewModel?
  private(set) var events: [ScreenEvent] = []

  init(repository: any ContactRepository, pageSize: Int) {
    self.repository = repository
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

  private func renderList() {
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
