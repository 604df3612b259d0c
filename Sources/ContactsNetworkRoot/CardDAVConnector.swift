import ContactsCardDAV
import ContactsDomain
import ContactsSync
import Foundation

/// Opens an account's CardDAV address book, with the password from wherever it is kept: what
/// `contacts sync` and `contacts serve` sync through.
struct CardDAVConnector: RemoteConnector {
  let server: ServerSettings
  let passwords: PasswordSource

  func withAddressBook<Value: Sendable>(
    of account: SyncAccount,
    _ body: (any RemoteAddressBook, _ url: String) async throws -> Value
  ) async throws -> Value {
    let connection = try server.connection(for: account, passwords: passwords)
    // The connection's URL is the address book once discovery found it.
    let book =
      account.addressBookURL == nil
      ? try await CardDAVDiscovery.addressBook(connection)
      : try CardDAVAddressBook(url: connection.url, connection: connection)
    do {
      let value = try await body(book, book.url.absoluteString)
      try await book.close()
      return value
    } catch {
      try await book.close()
      throw error
    }
  }
}
