import ContactsPresentation

/// The upcoming birthdays screen's action. `AddressBookApp` takes it on when the screen is wired
/// in, and `MVVMApp` and `VIPERApp` then answer it.
public protocol UpcomingBirthdaysActions: Sendable {
  /// The upcoming birthdays screen as it opens: up to `limit` rows.
  func upcomingBirthdays(limit: Int) async throws(AppFailure) -> [ContactViewModel]
}
