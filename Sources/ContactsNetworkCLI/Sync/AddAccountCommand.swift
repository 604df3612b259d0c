import ArgumentParser
import ContactsCLI
import ContactsDomain
import ContactsNetworkRoot
import ContactsRoot

/// `contacts sync add-account NAME --url URL --username USER`: finds the address book and
/// remembers the account (never its password).
struct AddAccountCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add-account",
    abstract: "Add a CardDAV account: the server, a principal or an address book URL.",
    discussion: "The account keeps --timeout; `contacts sync --timeout` overrides it for one run.")

  @Argument(help: "A name for the account, such as work.")
  var name: String

  @Option(help: "The server's URL, or a principal's, a home set's or an address book's.")
  var url: String

  @Option(help: "The user name on the server.")
  var username: String

  @Option(help: "A command that prints the password, such as \"pass show dav\".")
  var passwordCommand: String?

  @OptionGroup var server: ServerOptions
  @OptionGroup var build: BuildOptions

  func run() async throws {
    let text = try await withSyncRoot(build) { root in
      let account = SyncAccount(
        name: name, url: url, username: username, passwordCommand: passwordCommand,
        timeoutSeconds: server.timeout)
      let book = try await root.addSyncAccount(account, server: server.settings)
      return "Added account \(name): address book \(book)"
    }
    print(text)
  }
}

/// `contacts sync remove-account NAME`: forgets the account; contacts stay.
struct RemoveAccountCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove-account",
    abstract: "Forget an account and what was synced with it; the contacts stay here.")

  @Argument(help: "The account's name.")
  var name: String

  @OptionGroup var build: BuildOptions

  func run() async throws {
    try await withSyncRoot(build) { try await $0.removeSyncAccount(named: name) }
    print("Removed account \(name); the contacts stay in the address book")
  }
}
