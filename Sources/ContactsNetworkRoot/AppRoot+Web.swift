import ContactsDomain
import ContactsRoot
import ContactsWeb
import Foundation
import Hummingbird
import Logging
import NIOCore

extension AppRoot {
  /// Serves both builds over the store on `configuration`'s address until stopped, syncing with
  /// the servers `server` reaches and passwords from where `contacts sync` looks (a server has
  /// no terminal to ask on), and CardDAV under `/dav/` over the shelf of books around the
  /// database (`servedBooks(defaultOwner:)`: the database is its owner's book), signing in with
  /// the same account check as the web's login; the web's Books screen keeps the owner's books
  /// on that shelf. `onRunning` gets the
  /// base URL once it listens. Throws `ServeRefusal` when the address is not loopback and the
  /// book has no account, or it would be plain HTTP without `server.allowInsecureHTTP`;
  /// `WebServerError.portInUse` when another program holds the port.
  public func serveWeb(
    configuration: WebConfiguration, server: ServerSettings, logger: Logger,
    onRunning: @escaping @Sendable (String) async -> Void
  ) async throws {
    let owner = try await accounts?.accounts().first(where: \.ownsServedBook)
    if let refusal = ServeRefusal.check(
      host: configuration.host, isLoopback: configuration.isLoopback, hasAccounts: owner != nil,
      secure: configuration.tls != nil, allowInsecureHTTP: server.allowInsecureHTTP)
    {
      throw refusal
    }
    // One check a process, for the web's login and DAV's Basic auth alike: its throttle counts
    // the failures of both.
    let check = try await accountCheck()
    var configuration = configuration
    if let owner {
      configuration.signIn = WebSignIn(
        accounts: check, owner: owner.name, secure: configuration.tls != nil)
    }
    let syncManager = syncManager(server: server, passwords: .unattended)
    // One shelf for CardDAV and the web's Books screen, whose only person is the database's
    // owner (the one account the web's sign-in takes).
    let ownerName = owner?.name ?? soleOwner
    let served = servedBooks(defaultOwner: ownerName)
    let protocols: [any ProtocolRoutes] =
      served.map { [Self.davRoutes(shelf: $0.shelf, files: $0.files, accounts: check)] } ?? []
    let books = served.map { OwnedBooks(shelf: $0.shelf, owner: ownerName) } ?? .none
    let application = ContactsWebApp.application(
      configuration: configuration, logger: logger, protocols: protocols,
      app: { app($0, syncManager: syncManager, books: books) }, onRunning: onRunning)
    do {
      try await application.runService()
    } catch  where isAddressInUse(error) {
      throw WebServerError.portInUse(host: configuration.host, port: configuration.port)
    }
  }
}

/// True when `error` is the system's EADDRINUSE: another program listens on the address.
func isAddressInUse(_ error: any Error) -> Bool {
  (error as? IOError)?.errnoCode == EADDRINUSE
}
