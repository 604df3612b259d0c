import ContactsPresentation

/// The rewind screen's action. `AddressBookApp` takes it on when the screen is wired
/// in, and `MVVMApp` and `VIPERApp` then answer it.
public protocol RewindActions: Sendable {
  /// The rewind screen as it opens: up to `limit` rows.
  func rewind(limit: Int) async throws(AppFailure) -> [ContactViewModel]
}
