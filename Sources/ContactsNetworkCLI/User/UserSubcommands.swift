import ArgumentParser
import ContactsCLI
import ContactsDomain
import ContactsNetworkRoot
import ContactsRoot
import Foundation

/// An account's name and where its new password comes from: what `add` and `passwd` take.
struct AccountPasswordOptions: ParsableArguments {
  @Argument(help: "The account's name: letters, digits, . _ -, 1 to 64, not starting with a dot.")
  var name: String

  @Option(help: "A command whose first line of output is the password, such as \"pass show x\".")
  var passwordCommand: String?

  /// The new password, from the command or typed twice.
  func password() throws -> String {
    try NewPassword.read(for: name, command: passwordCommand)
  }
}

/// `contacts user add NAME`: a new account, its password typed twice or from a command.
struct UserAddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Add an account that may sign in to contacts serve.")

  @OptionGroup var account: AccountPasswordOptions
  @OptionGroup var build: BuildOptions

  func run() async throws {
    let name = account.name
    try await withAccounts(build) { root, _ in
      try AccountName.checked(name)
      let password = try account.password()
      let account = try await root.addAccount(name, password: password)
      return account.ownsServedBook
        ? "Added \(name), who owns this database's book; `contacts serve` now asks for a login."
        : "Added \(name)."
    }
  }
}

/// `contacts user passwd NAME`: a new password for an account.
struct UserPasswdCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "passwd", abstract: "Give an account a new password.")

  @OptionGroup var account: AccountPasswordOptions
  @OptionGroup var build: BuildOptions

  func run() async throws {
    let name = account.name
    try await withAccounts(build) { root, _ in
      guard try await root.accountList().contains(where: { $0.name == name }) else {
        throw AccountError.notFound(name: name)
      }
      let password = try account.password()
      try await root.changePassword(of: name, to: password)
      return "Changed the password of \(name)."
    }
  }
}

/// `contacts user remove NAME`: the account and its books, said before and after.
struct UserRemoveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove", abstract: "Remove an account and its books.")

  @Argument(help: "The account's name.")
  var name: String

  @OptionGroup var build: BuildOptions

  func run() async throws {
    try await withAccounts(build) { root, _ in
      guard try await root.accountList().contains(where: { $0.name == name }) else {
        throw AccountError.notFound(name: name)
      }
      guard let shelf = root.bookShelf(defaultOwner: try await root.servedBookOwner()) else {
        // A database that keeps one book (PostgreSQL's) keeps none beside it: the account goes.
        print("Removing \(name), who has no books.")
        try await root.removeAccount(name)
        return "Removed \(name)."
      }
      let folder = try shelf.folder(of: name)
      let books = try shelf.folderBookNames(of: name)
      print(
        books.isEmpty
          ? "Removing \(name), who has no books."
          : "Removing \(name) and \(Self.counted(books)) in \(folder): "
            + books.joined(separator: ", "))
      try await root.removeAccount(name)
      let removed = try await shelf.removeBooks(of: name)
      let left =
        FileManager.default.fileExists(atPath: folder)
        ? " Kept \(folder): it holds files that are not books." : ""
      return
        (removed.isEmpty ? "Removed \(name)." : "Removed \(name) and \(Self.counted(removed)).")
        + left
    }
  }

  private static func counted(_ books: [String]) -> String {
    books.count == 1 ? "1 book" : "\(books.count) books"
  }
}

/// `contacts user list [--json]`: every account, in the order they were made.
struct UserListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the accounts, oldest first.")

  @Flag(help: "Print JSON instead of plain text.")
  var json = false

  @OptionGroup var build: BuildOptions

  func run() async throws {
    try await withAccounts(build) { root, _ in
      let accounts = try await root.accountList()
      guard json else {
        return accounts.isEmpty
          ? "No accounts: contacts serve asks for no login and listens on loopback only."
          : accounts.map { $0.ownsServedBook ? "\($0.name) (owns this database's book)" : $0.name }
            .joined(separator: "\n")
      }
      return try Self.json(accounts)
    }
  }

  private struct Row: Encodable {
    let name: String
    let created: Date
    let ownsServedBook: Bool
  }

  private static func json(_ accounts: [Account]) throws -> String {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let rows = accounts.map {
      Row(name: $0.name, created: $0.createdAt, ownsServedBook: $0.ownsServedBook)
    }
    return String(decoding: try encoder.encode(rows), as: UTF8.self)
  }
}
