import ContactsDomain
import ContactsPresentation

/// The upcoming birthdays screen's action, which `AddressBookApp` takes on and `MVVMApp` and
/// `VIPERApp` answer.
public protocol UpcomingBirthdaysActions: Sendable {
  /// The upcoming birthdays screen as it opens on `window` (its first day from the front end's
  /// clock): up to `limit` rows, soonest first.
  func upcomingBirthdays(in window: BirthdayWindow, limit: Int) async throws(AppFailure)
    -> UpcomingBirthdaysScreen
}
