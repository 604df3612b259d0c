import ContactsPresentation

/// The Books screen's actions, which `AddressBookApp` takes on and `MVVMApp` and `VIPERApp`
/// answer: the owner's address books, listed, one added, one removed after a question.
public protocol BooksActions: Sendable {
  /// The Books screen as it opens: the owner's books, in name order.
  func books() async throws(AppFailure) -> BooksScreen
  /// Add book with `name` and `displayName` (nil: none, the name shows): the new book's row. A
  /// name the shelf's rule refuses, or one taken, is `AppFailure.bookRefused`.
  func addBook(_ name: String, displayName: String?) async throws(AppFailure) -> BookRow
  /// Remove… on the book `name`: the row the question asks about. The database itself, or a
  /// book not shown, is refused (`AppFailure.bookRefused`).
  func askToRemoveBook(_ name: String) async throws(AppFailure) -> BookRow
  /// Remove…, then the question's Remove book: the row of the book now gone with its contacts.
  func removeBook(_ name: String) async throws(AppFailure) -> BookRow
}
