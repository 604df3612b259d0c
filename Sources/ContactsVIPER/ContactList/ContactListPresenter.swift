import ContactsDomain
import Foundation

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
    await searchTextChanged("")
  }

  func searchTextChanged(_ text: String) async {
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    do {
      let contacts =
        query.isEmpty
        ? try await interactor.retrieveContacts() : try await interactor.searchContacts(query)
      rows = contacts.map(ContactViewModel.init)
      if !rows.isEmpty {
        view?.reloadInterface(with: rows)
      } else if query.isEmpty {
        view?.showNoContentScreen()
      } else {
        view?.showNoResults(for: query)
      }
    } catch {
      // The article's interactor turned this into an empty list; a person deserves to know.
      view?.showError(readableMessage("Could not load contacts", error))
    }
  }

  func addNewContactTapped() {
    wireframe.presentAddContactScreen(delegate: self)
  }

  func showDetailsForContact(_ id: Contact.ID) {
    wireframe.presentContactDetailsScreen(id: id, delegate: self)
  }
}

// MARK: - AddModuleDelegate, ContactDetailsModuleDelegate

extension ContactListPresenter: AddModuleDelegate, ContactDetailsModuleDelegate {
  func didAddContact(_ contact: Contact) {
    let row = ContactViewModel(contact)
    let index = rows.insertionIndex(of: row)
    rows.insert(row, at: index)
    view?.didInsertContact(row, at: index)
  }

  func didUpdateContact(_ contact: Contact) {
    // A new name can move the row: remove it where it was, insert it where it now belongs.
    didDeleteContact(contact.id)
    didAddContact(contact)
  }

  func didDeleteContact(_ id: Contact.ID) {
    guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
    rows.remove(at: index)
    view?.didRemoveContact(at: index)
  }

  func didCancelAddContact() {}
}
