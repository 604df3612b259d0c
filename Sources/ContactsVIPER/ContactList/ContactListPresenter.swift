import ContactsDomain

/// The list screen's logic: asks the interactor, formats rows, tells the view.
final class ContactListPresenter: ContactListPresenterInterface {
  weak var view: (any ContactListViewInterface)?
  private let interactor: any ContactListInteractorInterface
  private let wireframe: any ContactListWireframeInterface
  private var rows: [ContactViewModel] = []

  init(
    view: any ContactListViewInterface,
    interactor: any ContactListInteractorInterface,
    wireframe: any ContactListWireframeInterface
  ) {
    self.view = view
    self.interactor = interactor
    self.wireframe = wireframe
  }

  // MARK: - ContactListPresenterInterface

  func viewDidLoad() async {
    do {
      rows = try await interactor.retrieveContacts().map(ContactViewModel.init)
      if rows.isEmpty {
        view?.showNoContentScreen()
      } else {
        view?.reloadInterface(with: rows)
      }
    } catch {
      // The article's interactor turned this into an empty list; a person deserves to know.
      view?.showError(readableMessage("Could not load contacts", error))
    }
  }

  func addNewContactTapped() {
    wireframe.presentAddContactScreen(delegate: self)
  }
}

// MARK: - AddModuleDelegate

extension ContactListPresenter: AddModuleDelegate {
  func didAddContact(_ contact: Contact) {
    let row = ContactViewModel(contact)
    let index = rows.insertionIndex(of: row)
    rows.insert(row, at: index)
    view?.didInsertContact(row, at: index)
  }

  func didCancelAddContact() {}
}
