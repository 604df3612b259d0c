import ContactsDomain
import ContactsVIPER

/// The terminal over the VIPER build: views that remember what the presenters told them.
struct VIPERTerminal: TerminalFrontEnd {
  func showList(repository: any ContactRepository) async -> ListScreen {
    let view = TerminalListView()
    let screens = TerminalScreens()
    let presenter = ContactListWireframe.createContactListModule(
      view: view, repository: repository, screens: screens)
    await presenter.viewDidLoad()
    return view.screen
  }

  func addContact(firstName: String, lastName: String, repository: any ContactRepository) async
    -> AddScreen
  {
    let listView = TerminalListView()
    let screens = TerminalScreens()
    let list = ContactListWireframe.createContactListModule(
      view: listView, repository: repository, screens: screens)
    list.addNewContactTapped()
    await screens.addPresenter?.doneTapped(firstName: firstName, lastName: lastName)
    if let inserted = listView.inserted { return .added(inserted) }
    return .alert(screens.addView.alert ?? "")
  }
}

/// Remembers what the list presenter showed.
private final class TerminalListView: ContactListViewInterface {
  var screen = ListScreen.noContent
  var inserted: ContactViewModel?

  func reloadInterface(with contacts: [ContactViewModel]) { screen = .rows(contacts) }
  func showNoContentScreen() { screen = .noContent }
  func didInsertContact(_ contact: ContactViewModel, at index: Int) { inserted = contact }
  func showError(_ message: String) { screen = .error(message) }
}

/// Remembers the alert the add presenter showed.
private final class TerminalAddView: AddContactViewInterface {
  var alert: String?

  func showAlert(_ message: String) { alert = message }
}

/// A terminal has one screen at a time: presenting keeps the module, dismissing is a no-op.
private final class TerminalScreens: ContactsScreens {
  let addView = TerminalAddView()
  var addPresenter: (any AddContactPresenterInterface)?

  func makeAddContactView() -> any AddContactViewInterface { addView }
  func presentAddContact(_ presenter: any AddContactPresenterInterface) { addPresenter = presenter }
  func dismissAddContact() {}
}
