import ContactsDomain
import ContactsVIPER

/// Passive VIPER views and screens that turn what the presenters say into screen events.
final class VIPERDriver: AppDriver, ContactListViewInterface, AddContactViewInterface,
  ContactsScreens
{
  private var presenter: (any ContactListPresenterInterface)?
  private var addPresenter: (any AddContactPresenterInterface)?
  private(set) var events: [ScreenEvent] = []

  init(repository: any ContactRepository) {
    presenter = ContactListWireframe.createContactListModule(
      view: self, repository: repository, screens: self)
  }

  func openList() async { await presenter?.viewDidLoad() }
  func tapAdd() { presenter?.addNewContactTapped() }
  func tapDone(firstName: String, lastName: String) async {
    await addPresenter?.doneTapped(firstName: firstName, lastName: lastName)
  }
  func tapCancel() { addPresenter?.cancelTapped() }

  // MARK: - ContactListViewInterface

  func reloadInterface(with contacts: [ContactViewModel]) {
    events.append(.showed(contacts.map(\.fullName)))
  }
  func showNoContentScreen() { events.append(.noContent) }
  func didInsertContact(_ contact: ContactViewModel, at index: Int) {
    events.append(.inserted(contact.fullName, at: index))
  }
  func showError(_ message: String) { events.append(.error(message)) }

  // MARK: - AddContactViewInterface

  func showAlert(_ message: String) { events.append(.alert(message)) }

  // MARK: - ContactsScreens

  func makeAddContactView() -> any AddContactViewInterface { self }
  func presentAddContact(_ presenter: any AddContactPresenterInterface) { addPresenter = presenter }
  func dismissAddContact() {
    addPresenter = nil
    events.append(.addScreenClosed)
  }
}
