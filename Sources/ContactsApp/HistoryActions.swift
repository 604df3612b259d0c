import ContactsPresentation

/// The history screen's action. `AddressBookApp` takes it on when the screen is wired
/// in, and `MVVMApp` and `VIPERApp` then answer it.
public protocol HistoryActions: Sendable {
  /// The history screen as it opens: up to `limit` rows.
  func history(limit: Int) async throws(AppFailure) -> [ContactViewModel]
}
