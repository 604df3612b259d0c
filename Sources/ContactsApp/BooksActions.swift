import ContactsPresentation

/// The books screen's action. `AddressBookApp` takes it on when the screen is wired
/// in, and `MVVMApp` and `VIPERApp` then answer it.
public protocol BooksActions: Sendable {
  /// The books screen as it opens: up to `limit` rows.
  func books(limit: Int) async throws(AppFailure) -> BooksScreen
}
