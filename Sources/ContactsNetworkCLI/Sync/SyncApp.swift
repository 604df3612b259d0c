import ContactsApp
import ContactsBuilds
import ContactsCLI
import ContactsDomain
import ContactsStore
import ContactsSync

extension BuildOptions {
  /// The chosen build's app over `database`, syncing with the servers `server` reaches, with
  /// passwords from `passwords`.
  func syncApp(
    _ database: ContactDatabase, server: ServerOptions = ServerOptions(),
    passwords: PasswordSource = .standard
  ) -> any AddressBookApp {
    architecture.app(
      database,
      syncManager: EngineSyncManager(
        contacts: database, ledger: database.syncState,
        connector: CardDAVConnector(server: server, passwords: passwords)))
  }
}
