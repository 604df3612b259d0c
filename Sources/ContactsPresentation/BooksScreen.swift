import ContactsDomain
import Foundation

/// What the Books screen shows: the owner's address books in name order, each with what a
/// person calls it, the address a phone syncs it at, and whether it is the database itself
/// (never removed). Decided here once; the view model and the presenter forward it.
public struct BooksScreen: Hashable, Sendable {
  /// The screen's title, and the place's name in the bar.
  public static let title = "Books"
  /// What the screen says the books are for.
  public static let about =
    "Each book is an address book of its own that a phone, DAVx5 or vdirsyncer syncs with "
    + "over CardDAV: give it the book's address and your user name and password."
  /// What the screen says when the owner has no book.
  public static let emptySentence = "No books yet."

  /// Whose books these are.
  public let owner: String
  /// The books, in name order.
  public let rows: [BookRow]
  /// A sentence when there is nothing to show; nil otherwise.
  public let notice: String?

  /// The screen of `owner`'s `books`, as the shelf listed them; `defaultBook` is the name of
  /// the database itself among them (`BookShelf.defaultBook(of:)`).
  public init(_ books: [ShelvedBook], of owner: String, defaultBook: String?) {
    self.owner = owner
    rows = books.sorted { $0.name < $1.name }.map {
      BookRow($0, of: owner, isTheDatabase: $0.name == defaultBook)
    }
    notice = rows.isEmpty ? Self.emptySentence : nil
  }

  /// The row Remove asks about: the book `name` among the rows shown. Throws `.notFound` for
  /// a name not shown, `.isTheDefaultBook` for the database itself, which is never removed.
  public func removable(_ name: String) throws(BookShelfError) -> BookRow {
    guard let row = rows.first(where: { $0.name == name }) else {
      throw .notFound(name: name)
    }
    guard !row.isTheDatabase else { throw .isTheDefaultBook(name: name) }
    return row
  }

  /// The display name typed on the add form: trimmed, nil when nothing is left (the name then
  /// shows).
  public static func displayName(typed: String?) -> String? {
    let trimmed = typed?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return trimmed.isEmpty ? nil : trimmed
  }
}

/// One book on the Books screen.
public struct BookRow: Hashable, Sendable {
  /// The book's name: the last segment of its address.
  public let name: String
  /// What a person calls it, when it has a display name.
  public let displayName: String?
  /// Whether it is the database the server was started on, which is never removed.
  public let isTheDatabase: Bool
  /// Its path as the CardDAV server announces it, percent-encoded (`ServedPath.book`):
  /// `/dav/books/OWNER/NAME/`.
  public let path: String

  public init(_ book: ShelvedBook, of owner: String, isTheDatabase: Bool) {
    name = book.name
    displayName = book.displayName
    self.isTheDatabase = isTheDatabase
    path = ServedPath.book(book.name, of: owner)
  }

  /// What the row is called: its display name, else its name, as a summary line shows it
  /// (`ShownText.summaryLine`).
  public var shownName: String { ShownText.summaryLine(displayName ?? name) }

  /// Its name, quoted, as a summary line shows it.
  public var quotedName: String { "“\(ShownText.summaryLine(name))”" }

  /// What Remove asks first.
  public var removeQuestion: String {
    "Remove the book \(quotedName) with all its contacts? It cannot be undone."
  }

  /// What the screen says once the book was added.
  public var addedSentence: String { "Added the book \(quotedName)." }

  /// What the screen says once the book was removed.
  public var removedSentence: String { "Removed the book \(quotedName) with its contacts." }
}
