import ContactsApp
import ContactsBuilds
import ContactsCardDAV
import ContactsDomain
import ContactsRoot
import ContactsSync
import Foundation

extension AppRoot {
  /// Sync over the store with the servers `server` reaches, passwords from `passwords`.
  /// A root over contacts alone syncs with no account.
  public func syncManager(server: ServerSettings, passwords: PasswordSource) -> any SyncManager {
    guard let synced else { return NoSyncAccounts() }
    return EngineSyncManager(
      contacts: synced.contacts, ledger: synced.ledger,
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
    try await ledger().addAccount(found)
    return book.url.absoluteString
  }

  /// Forgets the account named `name` and what was synced with it; the contacts stay.
  public func removeSyncAccount(named name: String) async throws {
    try await ledger().removeAccount(named: name)
  }

  /// Sync's ledger of accounts; a root over contacts alone has none, so no account.
  private func ledger() throws -> any SyncLedger {
    guard let synced else { throw SyncSetupError.noAccounts }
    return synced.ledger
  }
}
