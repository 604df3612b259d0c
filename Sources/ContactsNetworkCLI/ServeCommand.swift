import ArgumentParser
import ContactsCLI
import ContactsStore
import ContactsSync
import ContactsWeb
import Foundation
import Logging
import NIOCore

/// `contacts serve`: both builds in the browser, MVVM at /mvvm/ and VIPER at /viper/.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: NetworkCommands.serveAbstract,
    discussion: """
      Both builds read and write the same database, which `contacts add` and `contacts list` \
      may use at the same time. The sync page syncs the accounts `contacts sync add-account` \
      added, with the password from the account's --password-command, \
      $CONTACTS_SYNC_PASSWORD or ~/.netrc, as `contacts sync` does (never a prompt, never \
      stored). Press Ctrl-C to stop.
      """
  )

  @Option(help: "The address to listen on. The default, 127.0.0.1, lets only this computer in.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port = 8080

  @Option(help: "The database file to use (created when missing).")
  var database: String?

  @OptionGroup var server: ServerOptions

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535.") }
    try LocalFile.refuseUnknownHost(host)
  }

  func run() async throws {
    let repository = try openDatabase(explicitPath: database)
    let configuration = WebConfiguration(host: host, port: port)
    if !configuration.isLoopback {
      printToStandardError(
        "Warning: listening on \(host): anyone who can reach this computer can read and add contacts."
      )
    }
    var logger = Logger(label: "contacts")
    logger.logLevel = .warning
    // A server has no terminal to ask on: the password comes from where `contacts sync` looks.
    let passwords = PasswordSource(environment: ProcessInfo.processInfo.environment) { _ in nil }
    let syncManager = EngineSyncManager(
      contacts: repository, ledger: repository.syncState,
      connector: CardDAVConnector(server: server, passwords: passwords))
    let app = ContactsWebApp.application(
      repository: repository, configuration: configuration, syncManager: syncManager,
      logger: logger
    ) { url in
      printNow(
        "Contacts is running at \(url) (MVVM: \(url)mvvm/, VIPER: \(url)viper/). "
          + "Press Ctrl-C to stop.")
    }
    do {
      try await app.runService()
    } catch  where isAddressInUse(error) {
      throw CommandFailure(
        "port \(port) is already in use on \(host); stop the other program or choose another "
          + "with --port")
    }
    printNow("Stopped.")
  }
}

/// True when `error` is the system's EADDRINUSE: another program listens on the address.
func isAddressInUse(_ error: any Error) -> Bool {
  (error as? IOError)?.errnoCode == EADDRINUSE
}

/// Prints a line at once, even when standard output is a pipe that would buffer it.
private func printNow(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
