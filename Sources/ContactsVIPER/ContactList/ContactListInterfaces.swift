import ContactsApp
import ContactsDomain
import ContactsPresentation

/// What the presenter tells the list view; the view only displays it.
public protocol ContactListViewInterface: AnyObject {
  /// Shows these rows, in this order.
  func reloadInterface(with contacts: [ContactViewModel])
  /// Shows which windows can be reached from this one: the requests behind Previous and Next.
  func showPaging(previous: PageRequest?, next: PageRequest?)
  /// Shows that there are no contacts (seed 002's `showNoContentScreen`).
  func showNoContentScreen()
  /// Shows that a search for `query` found nothing.
  func showNoResults(for query: String)
  /// Inserts one row at `index`, without reloading the others.
  func didInsertContact(_ contact: ContactViewModel, at index: Int)
  /// Removes the row at `index`, without reloading the others.
  func didRemoveContact(at index: Int)
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the list view tells its presenter.
public protocol ContactListPresenterInterface: AnyObject {
  /// Call when the list appears.
  func viewDidLoad() async
  /// Call when the search text changes; blank text shows every contact.
  func searchTextChanged(_ text: String) async
  /// Call when the user asks for the next window.
  func nextPageTapped() async
  /// Call when the user asks for the previous window.
  func previousPageTapped() async
  /// Call when the user taps a letter of the A–Z index.
  func letterTapped(_ letter: String) async
  /// Call when the list opens at a given window, e.g. from a link.
  func showPage(_ request: PageRequest) async
  /// Call when the user asks to add a contact.
  func addNewContactTapped()
  /// Call when the user picks a row (seed 002's `showDetailsForPerson`).
  func showDetailsForContact(_ id: Contact.ID)
  /// Call when the user asks to import contacts from files.
  func importTapped()
  /// Call when the user asks to export the address book as a file.
  func exportTapped()
  /// Call when the user asks to sync with the servers.
  func syncTapped()
}

/// Where the list presenter gets its data.
public protocol ContactListInteractorInterface {
  func retrievePage(_ request: PageRequest) async throws -> ContactPage
}

/// Where the list presenter navigates to.
public protocol ContactListWireframeInterface {
  /// Shows the add contact screen, which reports back to `delegate`.
  func presentAddContactScreen(delegate: any AddModuleDelegate)
  /// Shows the details of contact `id`, which report back to `delegate`.
  func presentContactDetailsScreen(id: Contact.ID, delegate: any ContactDetailsModuleDelegate)
  /// Shows the import screen, which reports each finished import to `delegate`.
  func presentImportContactsScreen(delegate: any ImportModuleDelegate)
  /// Shows the export screen.
  func presentExportContactsScreen()
  /// Shows the sync screen, which reports each finished sync to `delegate`.
  func presentSyncScreen(delegate: any SyncModuleDelegate)
}
