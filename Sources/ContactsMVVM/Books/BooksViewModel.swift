import ContactsDomain
import ContactsPresentation
import Observation

/// The Books screen's state: the owner's books as `BooksScreen` shows them, a book added, the
/// question Remove asks first, and the book removed.
@Observable
public final class BooksViewModel {
  private let books: OwnedBooks

  /// What the screen shows; nil until loaded, or when loading failed.
  public private(set) var screen: BooksScreen?
  /// Why the last action failed, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show when the last action failed; nil otherwise.
  public var errorMessage: String? { failure?.message }
  /// The book Add book made; nil before.
  public private(set) var added: BookRow?
  /// The book Remove… asks about; nil when it asks nothing.
  public private(set) var confirming: BookRow?
  /// The book Remove book removed; nil before.
  public private(set) var removed: BookRow?

  public init(books: OwnedBooks) {
    self.books = books
  }

  /// Call when the screen appears.
  public func viewDidLoad() async {
    do {
      screen = BooksScreen(
        try await books.shelf.books(of: books.owner), of: books.owner,
        defaultBook: books.shelf.defaultBook(of: books.owner))
      failure = nil
    } catch {
      screen = nil
      failure = AppFailure(.loadBooks, error)
    }
  }

  /// Add book, with what was typed: the shelf decides whether `name` can be a book's.
  public func addTapped(name: String, displayName: String?) async {
    do {
      let book = try await books.shelf.makeBook(name, displayName: displayName, of: books.owner)
      added = BookRow(book, of: books.owner, isTheDatabase: false)
      failure = nil
    } catch {
      failure = AppFailure(.addBook, error)
    }
  }

  /// Remove… on the book `name`, of the screen loaded: asks first, unless the screen refuses.
  public func removeTapped(_ name: String) {
    do throws(BookShelfError) {
      confirming = try screen?.removable(name)
      failure = nil
    } catch {
      failure = AppFailure(.removeBook, error)
    }
  }

  /// Remove book, answering the question: the book goes with its contacts.
  public func removeConfirmed() async {
    guard let book = confirming else { return }
    do {
      try await books.shelf.removeBook(book.name, of: books.owner)
      confirming = nil
      removed = book
      failure = nil
    } catch {
      failure = AppFailure(.removeBook, error)
    }
  }
}
