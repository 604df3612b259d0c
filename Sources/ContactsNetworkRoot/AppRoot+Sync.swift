import ContactsApp
import ContactsBuilds
import ContactsCardDAV
import ContactsDomain
import ContactsRoot
import ContactsStore
import ContactsSync
import Foundation

extension AppRoot {
  /// Sync over the store with the servers `server` reaches, passwords from `passwords`.
  public func syncManager(server: ServerSettings, passwords: PasswordSource) -> any SyncManager {
    EngineSyncManager(
      contacts: store, ledger: store.ledger,
      connector: CardDAVConnector(server: server, passwords: passwords))
  }

  /// The app of `architecture`, syncing with the servers `server` reaches, passwords from
  /// `passwords`.
  public func syncApp(
    _ architecture: Architecture, server: ServerSettings = ServerSettings(),
    passwords: PasswordSource = .standard
  ) -> any AddressBookApp {
    app(architecture, syncManager: syncManager(server: server, passwords: passwords))
  }

  /// Finds the address book of `account` on its server and remembers the account with it (never
  /// its password); returns the address book's URL.
  public func addSyncAccount(
    _ account: SyncAccount, server: ServerSettings, passwords: PasswordSource = .standard
  ) async throws -> String {
    let book = try await CardDAVDiscovery.addressBook(
      server.connection(for: account, passwords: passwords))
    try await book.close()
    var found = account
    found.addressBookURL = book.url.absoluteString
    try await store.ledger.addAccount(found)
    return book.url.absoluteString
  }
}
