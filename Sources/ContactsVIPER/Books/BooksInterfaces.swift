import ContactsDomain
import ContactsPresentation

/// What the presenter tells the books view.
public protocol BooksViewInterface: AnyObject {
  /// Shows the screen.
  func showScreen(_ screen: BooksScreen)
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the books view tells its presenter.
public protocol BooksPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad() async
}

/// Where the books presenter gets what it shows.
public protocol BooksInteractorInterface {
  func retrieveContacts() async throws -> [Contact]
}
