import ContactsDomain
import ContactsPresentation

/// What the presenter tells the Books view.
public protocol BooksViewInterface: AnyObject {
  /// Shows the screen.
  func showScreen(_ screen: BooksScreen)
  /// Shows that the book `row` was added.
  func showAdded(_ row: BookRow)
  /// Asks whether to remove the book `row` with its contacts.
  func showRemoveQuestion(_ row: BookRow)
  /// Shows that the book `row` was removed.
  func showRemoved(_ row: BookRow)
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the Books view tells its presenter.
public protocol BooksPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad() async
  /// Add book, with what was typed.
  func addTapped(name: String, displayName: String?) async
  /// Remove… on the book `name`.
  func removeTapped(_ name: String)
  /// Remove book, answering the question.
  func removeConfirmed() async
}

/// Where the Books presenter gets and keeps the owner's books.
public protocol BooksInteractorInterface {
  /// Whose books.
  var owner: String { get }
  /// The owner's books, and the name of the database itself among them.
  func retrieveBooks() async throws -> (books: [ShelvedBook], defaultBook: String?)
  /// Makes the book `name`; the shelf refuses a name that cannot be a book's, or one taken.
  func makeBook(_ name: String, displayName: String?) async throws -> ShelvedBook
  /// Removes the book `name` with its contacts.
  func removeBook(_ name: String) async throws
}
