import ArgumentParser
import ContactsDomain
import ContactsRoot

/// `contacts book`: the address books `contacts serve` offers over CardDAV besides the database
/// itself. It runs in `contacts`: a shelf is database files (`FileBookShelf`, in ContactsRoot)
/// and the accounts are read from the database, so it needs neither the web server nor bcrypt.
struct BookCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "book",
    abstract: "Keep the address books contacts serve offers over CardDAV: add, list, remove.",
    discussion: """
      The database is a book itself, named by its file (contacts for contacts.sqlite) and owned \
      by the account that owns it (the first one `contacts user add` made), else by "default". \
      Every other book is a database of its own, \
      <database without .sqlite>.books/OWNER/NAME.sqlite, served at /dav/books/OWNER/NAME/. \
      --owner says whose books (the database's owner when not given); when there are accounts, \
      it must name one.
      """,
    subcommands: [BookAddCommand.self, BookListCommand.self, BookRemoveCommand.self]
  )
}

/// Whose books, beside which database: what every `book` command takes.
struct BookOptions: ParsableArguments {
  @Option(help: "Whose books: an account's name (the database's owner when not given).")
  var owner: String?

  @OptionGroup var build: BuildOptions

  /// Opens the database, runs `body` on its shelf for the owner and prints what it returns; the
  /// shelf's and the accounts' refusals are said as the command's failure.
  func run(asJSON: Bool = false, _ body: (FileBookShelf, _ owner: String) async throws -> String)
    async throws
  {
    let root = try await build.openRoot()
    do {
      let owner = try await owner(in: root)
      printOutput(try await body(try await openShelf(root), owner), asJSON: asJSON)
    } catch let error as BookShelfError {
      throw CommandFailure(error.message, status: ExitStatus(error))
    } catch let error as AccountError {
      guard case .badName = error else { throw CommandFailure(error.message, status: .data) }
      throw CommandFailure(error.message, status: .usage)
    } catch let error as ContactStoreError {
      throw CommandFailure(error.message, status: ExitStatus(error))
    }
  }

  /// `--owner`, else the database's owner; an owner that is not an account is refused when
  /// there are accounts.
  private func owner(in root: AppRoot) async throws -> String {
    guard let owner else { return try await root.servedBookOwner() }
    try AccountName.checked(owner)
    let accounts = try await root.accounts?.accounts() ?? []
    guard accounts.isEmpty || accounts.contains(where: { $0.name == owner }) else {
      throw AccountError.notFound(name: owner)
    }
    return owner
  }
}

/// The shelf around the database `root` opened, its default book owned by the database's owner:
/// what `contacts book` and `contacts user remove` keep the books with.
package func openShelf(_ root: AppRoot) async throws -> FileBookShelf {
  guard let shelf = root.bookShelf(defaultOwner: try await root.servedBookOwner()) else {
    // A database that keeps one book (PostgreSQL's) keeps none beside it.
    throw CommandFailure(BookShelfError.unavailable.message, status: .unavailable)
  }
  return shelf
}

extension ExitStatus {
  /// The status a command the shelf refused with `error` exits with: a name that cannot be a
  /// book's, or the database itself, is a wrong command line; the rest, data refused.
  init(_ error: BookShelfError) {
    switch error {
    case .badName, .isTheDefaultBook: self = .usage
    case .exists, .notFound: self = .data
    case .unavailable: self = .unavailable
    }
  }
}
