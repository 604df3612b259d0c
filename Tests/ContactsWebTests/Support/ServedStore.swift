import ContactsDomain
import ContactsNetworkRoot
import ContactsPostgres
import ContactsRoot
import ContactsTestSupport
import Foundation

/// A store the web and CardDAV route tests run on, opened by the root as `contacts serve` opens
/// it: a SQLite file in a temporary folder (a shelf of books around it), and a new PostgreSQL
/// database (one book) whenever the tests have PostgreSQL. The routes are the same over both;
/// only a shelf of several books is SQLite's alone.
struct ServedStore: Sendable, CustomStringConvertible {
  let description: String
  /// Whether it keeps books beside its default one, as a file's shelf does.
  let keepsOtherBooks: Bool
  private let opener: @Sendable (_ defaultBook: String) async throws -> AppRoot

  private init(
    _ description: String, keepsOtherBooks: Bool,
    opener: @escaping @Sendable (_ defaultBook: String) async throws -> AppRoot
  ) {
    self.description = description
    self.keepsOtherBooks = keepsOtherBooks
    self.opener = opener
  }

  /// The root over a new empty book; on a file, one named `defaultBook`.
  func openRoot(defaultBook: String = "contacts") async throws -> AppRoot {
    try await opener(defaultBook)
  }

  /// The contacts of a new empty book: what a page test's app reads and writes.
  func openContacts() async throws -> any ContactRepository {
    try await openRoot().contacts
  }

  static let sqliteFile = ServedStore("SQLite file", keepsOtherBooks: true) { book in
    let folder = try makeTemporaryDirectory()
    return try await AppRoot.open(
      databasePath: folder.appendingPathComponent("\(book).sqlite").path, access: .readWrite)
  }

  static let postgres = ServedStore("PostgreSQL", keepsOtherBooks: false) { _ in
    AppRoot(postgres: try await PostgresStore.openForTest())
  }

  /// Every store the route tests run on: PostgreSQL's whenever the tests have it.
  static var all: [ServedStore] {
    PostgresServer.available ? [.sqliteFile, .postgres] : [.sqliteFile]
  }
}
