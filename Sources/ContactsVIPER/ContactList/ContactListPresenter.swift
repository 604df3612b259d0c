import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation

/// The list screen's logic: asks the interactor for a window, formats rows, tells the view.
final class ContactListPresenter: ContactListPresenterInterface {
  weak var view: (any ContactListViewInterface)?
  private let interactor: any ContactListInteractorInterface
  private let wireframe: any ContactListWireframeInterface
  private var window: ContactListWindow

  init(
    view: any ContactListViewInterface,
    interactor: any ContactListInteractorInterface,
    wireframe: any ContactListWireframeInterface,
    pageSize: Int
  ) {
    self.view = view
    self.interactor = interactor
    self.wireframe = wireframe
    window = ContactListWindow(limit: pageSize)
  }

  // MARK: - ContactListPresenterInterface

  func viewDidLoad() async {
    await showPage(window.firstPage())
  }

  func searchTextChanged(_ text: String) async {
    await showPage(window.firstPage(query: text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  func nextPageTapped() async {
    if let next = window.nextPage { await showPage(next) }
  }

  func previousPageTapped() async {
    if let previous = window.previousPage { await showPage(previous) }
  }

  func letterTapped(_ letter: String) async {
    await showPage(.startingAt(letter, limit: window.limit, query: window.query))
  }

  func showPage(_ request: PageRequest) async {
    do {
      window.show(try await interactor.retrievePage(request), for: request)
    } catch {
      // The article's interactor turned this into an empty list; a person deserves to know.
      view?.showError(AppFailure("Could not load contacts", error))
      return
    }
    if !window.rows.isEmpty {
      view?.reloadInterface(with: window.rows)
    } else if window.query.isEmpty {
      view?.showNoContentScreen()
    } else {
      view?.showNoResults(for: window.query)
    }
    view?.showPaging(previous: window.previousPage, next: window.nextPage)
  }

  func addNewContactTapped() {
    wireframe.presentAddContactScreen(delegate: self)
  }

  func showDetailsForContact(_ id: Contact.ID) {
    wireframe.presentContactDetailsScreen(id: id, delegate: self)
  }

  func importTapped() {
    wireframe.presentImportContactsScreen(delegate: self)
  }

  func exportTapped() {
    wireframe.presentExportContactsScreen()
  }

  func syncTapped() {
    wireframe.presentSyncScreen(delegate: self)
  }
}

// MARK: - ImportModuleDelegate

extension ContactListPresenter: ImportModuleDelegate {
  func didImportContacts(_ summary: ImportSummary) async {
    // An import may add or change rows anywhere in the list, any number of them: the one case
    // where reloading the window beats inserting rows one by one. One that changed nothing
    // (a dry run, a file imported again) leaves the list alone.
    guard summary.changedContacts else { return }
    await showPage(window.firstPage(query: window.query))
  }
}

// MARK: - SyncModuleDelegate

extension ContactListPresenter: SyncModuleDelegate {
  func didSync(_ outcome: SyncOutcome) async {
    // As after an import: only a sync that changed contacts here reads the window again.
    guard outcome.changedContacts else { return }
    await showPage(window.firstPage(query: window.query))
  }
}

// MARK: - AddModuleDelegate, ContactDetailsModuleDelegate

extension ContactListPresenter: AddModuleDelegate, ContactDetailsModuleDelegate {
  func didAddContact(_ contact: Contact) {
    if let (row, index) = window.insert(contact) {
      view?.didInsertContact(row, at: index)
    }
  }

  func didUpdateContact(_ contact: Contact) {
    // A new name can move the row: remove it where it was, insert it where it now belongs.
    didDeleteContact(contact.id)
    didAddContact(contact)
  }

  func didDeleteContact(_ id: Contact.ID) {
    if let index = window.remove(id) {
      view?.didRemoveContact(at: index)
    }
  }

  func didCancelAddContact() {}
}
