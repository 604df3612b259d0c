import ContactsDomain

/// What the presenter tells the list view; the view only displays it.
public protocol ContactListViewInterface: AnyObject {
  /// Shows these rows, in this order.
  func reloadInterface(with contacts: [ContactViewModel])
  /// Shows that there are no contacts (seed 002's `showNoContentScreen`).
  func showNoContentScreen()
  /// Inserts one row at `index`, without reloading the others.
  func didInsertContact(_ contact: ContactViewModel, at index: Int)
  /// Shows a sentence saying what went wrong.
  func showError(_ message: String)
}

/// What the list view tells its presenter.
public protocol ContactListPresenterInterface: AnyObject {
  /// Call when the list appears.
  func viewDidLoad() async
  /// Call when the user asks to add a contact.
  func addNewContactTapped()
}

/// Where the list presenter gets its data.
public protocol ContactListInteractorInterface {
  func retrieveContacts() async throws -> [Contact]
}

/// Where the list presenter navigates to.
public protocol ContactListWireframeInterface {
  /// Shows the add contact screen, which reports back to `delegate`.
  func presentAddContactScreen(delegate: any AddModuleDelegate)
}
