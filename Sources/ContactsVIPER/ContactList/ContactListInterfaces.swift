import ContactsApp
import ContactsDomain
import ContactsPresentation

/// What the presenter tells the list view; the view only displays it.
public protocol ContactListViewInterface: AnyObject {
  /// Shows these rows, in this order.
  func reloadInterface(with contacts: [ContactViewModel])
  /// Shows which windows can be reached from this one: the requests behind Previous and Next.
  func showPaging(previous: PageRequest?, next: PageRequest?)
  /// Shows where the rows stand in the whole list ("51–100 of 3,000"); nil when not known.
  func showPlace(_ place: ListPlace?)
  /// Shows that there are no contacts (seed 002's `showNoContentScreen`).
  func showNoContentScreen()
  /// Shows that a search for `query` found nothing.
  func showNoResults(for query: String)
  /// Shows that no contact is in the group called `group`.
  func showEmptyGroup(_ group: String)
  /// Shows that the list ends before this window, with a way back to `restart`, its first.
  func showEndOfList(restart: PageRequest)
  /// Inserts one row at `index`, without reloading the others.
  func didInsertContact(_ contact: ContactViewModel, at index: Int)
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the list view tells its presenter: the list's inputs, and Add.
public protocol ContactListPresenterInterface: ContactListInputs {
  /// Call when the user asks to add a contact.
  func addNewContactTapped()
}

/// Where the list presenter gets its data.
public protocol ContactListInteractorInterface {
  func retrievePage(_ request: PageRequest) async throws -> ContactPage
}

/// Where the list presenter navigates to.
public protocol ContactListWireframeInterface {
  /// Shows the add contact screen, which reports back to `delegate`.
  func presentAddContactScreen(delegate: any AddModuleDelegate)
}
