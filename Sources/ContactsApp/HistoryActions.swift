import ContactsDomain
import ContactsPresentation

/// The History screen's actions, which `AddressBookApp` takes on and `MVVMApp` and `VIPERApp`
/// answer.
public protocol HistoryActions: Sendable {
  /// The History screen of contact `id` as it opens: up to `limit` versions, the newest first
  /// (0: only how many there are, as its details screen shows them).
  func history(of id: Contact.ID, limit: Int) async throws(AppFailure) -> HistoryScreen
  /// A version chosen on the History screen of `id`: version `number` as it was.
  func version(of id: Contact.ID, number: Int) async throws(AppFailure) -> HistoryScreen.Row
  /// Revert to this version on the row `number` of the History screen of `id`: the contact
  /// is as it was then, a change `undo` takes back.
  func revert(_ id: Contact.ID, to number: Int) async throws(AppFailure) -> TrashOutcome
}
