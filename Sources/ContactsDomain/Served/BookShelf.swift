/// The address books a CardDAV server offers, by owner: each a book of its own (its contacts,
/// history, trash and epoch), listed, opened, made (MKCOL, `contacts book add`) and removed.
/// An owner sees only their own books: a name of another owner's book is simply not found.
public protocol BookShelf: Sendable {
  /// The books of `owner`, in name order.
  func books(of owner: String) async throws -> [ShelvedBook]

  /// The book `name` of `owner`, opened; nil when `owner` has no book by that name.
  func book(_ name: String, of owner: String) async throws -> (any ServedAddressBook)?

  /// Makes a new, empty book `name` for `owner`. Throws `BookShelfError.exists` when there is
  /// one or a plain collection of the home (`PlainFiles`) has the name, `.badName` for a name
  /// that cannot be a book's.
  func makeBook(_ name: String, displayName: String?, of owner: String) async throws
    -> ShelvedBook

  /// Removes the book `name` of `owner` with its contacts; throws `.notFound` when there is none.
  func removeBook(_ name: String, of owner: String) async throws

  /// Sets the display name of the book `name` of `owner` (nil: none, the name shows).
  func setDisplayName(_ displayName: String?, ofBook name: String, of owner: String) async throws

  /// The name of `owner`'s book that is the database the server was started on, which is never
  /// removed; nil when `owner` has none.
  func defaultBook(of owner: String) -> String?
}

/// One owner's books on a shelf: what the Books screen lists, adds to and removes from, for the
/// person signed in. A front end gets it, inside its app, from the root.
public struct OwnedBooks: Sendable {
  /// The shelf the books are on.
  public let shelf: any BookShelf
  /// Whose books: the account signed in, else the database's owner.
  public let owner: String

  public init(shelf: any BookShelf, owner: String) {
    self.shelf = shelf
    self.owner = owner
  }

  /// No shelf: an app over a store that is not a file of its own (a test's spy) keeps no books,
  /// and says so.
  public static let none = OwnedBooks(shelf: NoBookShelf(), owner: "")
}

/// A shelf with no books, which refuses everything with `BookShelfError.unavailable`.
public struct NoBookShelf: BookShelf {
  public init() {}

  public func books(of owner: String) async throws -> [ShelvedBook] {
    throw BookShelfError.unavailable
  }

  public func book(_ name: String, of owner: String) async throws -> (any ServedAddressBook)? {
    throw BookShelfError.unavailable
  }

  public func makeBook(_ name: String, displayName: String?, of owner: String) async throws
    -> ShelvedBook
  {
    throw BookShelfError.unavailable
  }

  public func removeBook(_ name: String, of owner: String) async throws {
    throw BookShelfError.unavailable
  }

  public func setDisplayName(_ displayName: String?, ofBook name: String, of owner: String)
    async throws
  {
    throw BookShelfError.unavailable
  }

  public func defaultBook(of owner: String) -> String? { nil }
}

/// A book on the shelf: its name (the last segment of its URL) and what a person calls it.
public struct ShelvedBook: Hashable, Sendable {
  public let name: String
  public let displayName: String?

  public init(name: String, displayName: String?) {
    self.name = name
    self.displayName = displayName
  }
}

/// Why the shelf refused.
public enum BookShelfError: UserFacingError, Hashable {
  case exists(name: String)
  case notFound(name: String)
  case badName(name: String)
  /// The book `name` is the database the server was started on: it is never removed.
  case isTheDefaultBook(name: String)
  /// There is no shelf: the app runs over a store that keeps no books beside it.
  case unavailable

  /// The longest name, in bytes of UTF-8.
  public static let maximumNameBytes = 200

  /// Throws `.badName` for a name that cannot be a book's: empty, `.` or `..`, with a `/` or a
  /// NUL, or over 200 bytes of UTF-8.
  public static func check(_ name: String) throws(BookShelfError) {
    if problem(with: name) != nil { throw .badName(name: name) }
  }

  /// Why `name` cannot be a book's; nil when it can.
  private static func problem(with name: String) -> String? {
    if name.isEmpty { return "it is empty" }
    if name == "." || name == ".." { return "it is \(name)" }
    if name.contains("/") { return "it has a /" }
    if name.contains("\0") { return "it has a NUL character" }
    if name.utf8.count > maximumNameBytes {
      return "it is longer than \(maximumNameBytes) bytes"
    }
    return nil
  }

  /// What a person reads.
  public var message: String {
    switch self {
    case .exists(let name): "there is already a book named \"\(name)\""
    case .notFound(let name): "there is no book named \"\(name)\""
    case .badName(let name):
      "\"\(name.prefix(Self.maximumNameBytes))\" cannot be a book name: "
        + (Self.problem(with: name)
          ?? "its file name would be too long (% and control characters take 3 bytes each)")
    case .isTheDefaultBook(let name):
      "the book \"\(name)\" is the database itself, which is never removed"
    case .unavailable: "this address book keeps no other books"
    }
  }
}
