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
  /// no terminal to ask on); with `dav`, it serves CardDAV under `/dav/` over that shelf of
  /// books, signing in with those accounts. `onRunning` gets the base URL once it listens.
  /// Throws `WebServerError.portInUse` when another program holds the port.
  public func serveWeb(
    configuration: WebConfiguration, server: ServerSettings, logger: Logger,
    dav: (shelf: any BookShelf, accounts: any AccountCheck)? = nil,
    onRunning: @escaping @Sendable (String) async -> Void
  ) async throws {
    let syncManager = syncManager(server: server, passwords: .unattended)
    let protocols: [any ProtocolRoutes] =
      dav.map { [Self.davRoutes(shelf: $0.shelf, accounts: $0.accounts)] } ?? []
    let application = ContactsWebApp.application(
      configuration: configuration, logger: logger, protocols: protocols,
      app: { app($0, syncManager: syncManager) }, onRunning: onRunning)
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
