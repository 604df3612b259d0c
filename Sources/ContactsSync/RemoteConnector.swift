import ContactsDomain

/// Opens an account's address book on its server: where `EngineSyncManager` gets the remote
/// side. The CLI's opens a CardDAV connection with the password from wherever it is kept.
public protocol RemoteConnector: Sendable {
  /// Runs `body` with the address book of `account` and its URL, then closes the connection.
  func withAddressBook<Value: Sendable>(
    of account: SyncAccount,
    _ body: (any RemoteAddressBook, _ url: String) async throws -> Value
  ) async throws -> Value
}
