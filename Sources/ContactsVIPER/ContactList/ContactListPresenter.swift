import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The list screen's logic: asks the interactor for a window and tells the view what
/// `ContactListWindow` decided it shows.
final class ContactListPresenter: ContactListPresenterInterface {
  weak var view: (any ContactListViewInterface)?
  private let interactor: any ContactListInteractorInterface
  private let wireframe: any ContactListWireframeInterface
  private(set) var window: ContactListWindow

  init(
    view: any ContactListViewInterface,
    interactor: any ContactListInteractorInterface,
    wireframe: any ContactListWireframeInterface,
    window: ContactListWindow
  ) {
    self.view = view
    self.interactor = interactor
    self.wireframe = wireframe
    self.window = window
  }

  // MARK: - ContactListPresenterInterface

  func addNewContactTapped() {
    wireframe.presentAddContactScreen(delegate: self)
  }

  func showPage(_ request: PageRequest) async {
    do {
      window.show(try await interactor.retrievePage(request), for: request)
    } catch {
      // The article's interactor turned this into an empty list; a person deserves to know.
      view?.showError(AppFailure(.loadContacts, error))
      return
    }
    switch window.screen {
    case .rows(let rows, let previous, let next, let place):
      view?.reloadInterface(with: rows)
      view?.showPaging(previous: previous, next: next)
      view?.showPlace(place)
    case .noContent: view?.showNoContentScreen()
    case .noResults(let query): view?.showNoResults(for: query)
    case .emptyGroup(let group): view?.showEmptyGroup(group)
    case .endOfList(let restart): view?.showEndOfList(restart: restart)
    }
  }
}

// MARK: - AddModuleDelegate

extension ContactListPresenter: AddModuleDelegate {
  func didAddContact(_ contact: Contact) {
    if let (row, index) = window.insert(contact) {
      view?.didInsertContact(row, at: index)
    }
  }

  // The list opens the add screen to add a contact, never to edit one.
  func didUpdateContact(_ contact: Contact) {}
}
