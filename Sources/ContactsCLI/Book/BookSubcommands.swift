import ArgumentParser
import ContactsDomain
import ContactsRoot

/// `contacts book add NAME`: a new, empty book.
struct BookAddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Add an empty address book, served over CardDAV.")

  @Argument(help: "The book's name, the last segment of its URL: 1 to 200 bytes, without /.")
  var name: String

  @Option(help: "What a CardDAV client shows for the book (its name when not given).")
  var displayName: String?

  @OptionGroup var options: BookOptions

  func run() async throws {
    try await options.run { shelf, owner in
      let book = try await shelf.makeBook(name, displayName: displayName, of: owner)
      return "Added the book \(BookListCommand.line(book)) for \(owner)."
    }
  }
}

/// `contacts book list [--json]`: an owner's books, in name order.
struct BookListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List an owner's address books, in name order.")

  @Flag(help: "Print JSON instead of plain text.")
  var json = false

  @OptionGroup var options: BookOptions

  func run() async throws {
    try await options.run(asJSON: json) { shelf, owner in
      let books = try await shelf.books(of: owner)
      if json, books.isEmpty { return "[]" }
      guard json else {
        guard !books.isEmpty else { return "\(owner) has no books." }
        return books.map {
          Self.line($0)
            + ($0.name == shelf.defaultBook(of: owner) ? " (this database)" : "")
        }.joined(separator: "\n")
      }
      return try ContactJSON.encode(
        books.map {
          Row(
            name: $0.name, displayName: $0.displayName,
            isTheDatabase: $0.name == shelf.defaultBook(of: owner))
        })
    }
  }

  /// A book as a line says it: `"work"`, or `"work" ("Work and more")` with a display name.
  static func line(_ book: ShelvedBook) -> String {
    "\"\(book.name)\"" + (book.displayName.map { " (\"\($0)\")" } ?? "")
  }

  private struct Row: Encodable {
    let name: String
    let displayName: String?
    let isTheDatabase: Bool
  }
}

/// `contacts book remove NAME`: a book and its contacts, for good.
struct BookRemoveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Remove an address book with its contacts, for good (not the database itself).")

  @Argument(help: "The book's name.")
  var name: String

  @OptionGroup var options: BookOptions

  func run() async throws {
    try await options.run { shelf, owner in
      try await shelf.removeBook(name, of: owner)
      return "Removed the book \"\(name)\" of \(owner), with its contacts."
    }
  }
}
