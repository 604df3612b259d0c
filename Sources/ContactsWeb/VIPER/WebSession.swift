import ContactsDomain
import ContactsVIPER

/// One request's screens for the VIPER build: passive views that remember what the presenters
/// told them, and the navigation the wireframes ask for, turned into a page or a redirect.
final class WebSession {
  // Set right after init: the module needs `self` as its view and its screens.
  private(set) var list: (any ContactListPresenterInterface)!
  private(set) var addPresenter: (any AddContactPresenterInterface)?
  private(set) var detailsPresenter: (any ContactDetailsPresenterInterface)?

  private(set) var listScreen = ListScreen.noContent
  private(set) var form: (ContactForm, isEditing: Bool)?
  private(set) var alert: String?
  private(set) var saved: ContactViewModel?
  private(set) var isAddClosed = false
  private(set) var detailsScreen: DetailsScreen?

  init(repository: any ContactRepository, pageSize: Int = PageRequest.defaultLimit) {
    list = ContactListWireframe.createContactListModule(
      view: self, repository: repository, screens: self, pageSize: pageSize)
  }

  /// A session whose list presented the details of `id`, loaded.
  static func openingDetails(of id: Contact.ID, repository: any ContactRepository) async
    -> WebSession
  {
    let session = WebSession(repository: repository)
    session.list.showDetailsForContact(id)
    await session.detailsPresenter?.viewDidLoad()
    return session
  }

  /// What the person typed into the form shown, which stays on screen until it closes, as a
  /// text field keeps its text.
  func userTyped(_ typed: ContactForm) {
    if let (_, isEditing) = form { form = (typed, isEditing) }
  }

  /// What the add or edit screen ended on, or the details' error when it never opened.
  var formScreen: FormScreen {
    if let saved { return .saved(saved) }
    if isAddClosed { return .cancelled }
    if let (form, isEditing) = form { return .form(form, isEditing: isEditing, alert: alert) }
    if case .error(let message) = detailsScreen { return .error(message) }
    return .error(alert ?? "")
  }
}

extension WebSession: ContactListViewInterface {
  func reloadInterface(with contacts: [ContactViewModel]) {
    listScreen = .rows(contacts, previous: nil, next: nil)
  }
  func showPaging(previous: PageRequest?, next: PageRequest?) {
    if case .rows(let rows, _, _) = listScreen {
      listScreen = .rows(rows, previous: previous, next: next)
    }
  }
  func showNoContentScreen() { listScreen = .noContent }
  func showNoResults(for query: String) { listScreen = .noResults(query) }
  func didInsertContact(_ contact: ContactViewModel, at index: Int) { saved = contact }
  func didRemoveContact(at index: Int) {}
}

extension WebSession: AddContactViewInterface {
  func showForm(_ form: ContactForm, isEditing: Bool) { self.form = (form, isEditing) }
  func showAlert(_ message: String) { alert = message }
}

extension WebSession: ContactDetailsViewInterface {
  func showContact(_ card: ContactCard) { detailsScreen = .card(card) }
  func askToConfirmDelete(of card: ContactCard) { detailsScreen = .confirmDelete(card) }
  func showError(_ message: String) {
    // The list and the details share this sentence: whichever screen is up shows it.
    if detailsPresenter == nil {
      listScreen = .error(message)
    } else {
      detailsScreen = .error(message)
    }
  }
}

extension WebSession: ContactsScreens {
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
  func dismissContactDetails() { detailsScreen = .deleted }
}
