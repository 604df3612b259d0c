import ContactsDomain
import ContactsPresentation

/// The Recently deleted screen's actions, and undo, which `AddressBookApp` takes on and
/// `MVVMApp` and `VIPERApp` answer.
public protocol RecentlyDeletedActions: Sendable {
  /// The Recently deleted screen as it opens: up to `limit` rows.
  func recentlyDeleted(limit: Int) async throws(AppFailure) -> RecentlyDeletedScreen
  /// Restore on the row of `id`: the contact is back whole, with its id.
  func restore(_ id: Contact.ID) async throws(AppFailure) -> TrashOutcome
  /// Delete forever on the row of `id`, or on a contact of the list: gone for good.
  func deleteForever(_ id: Contact.ID) async throws(AppFailure) -> TrashOutcome
  /// Keep deleted contacts `days` days (1 to `RecentlyDeletedScreen.maximumKeepDays`): the
  /// screen as it is after.
  func keepDeleted(days: Int, limit: Int) async throws(AppFailure) -> RecentlyDeletedScreen
  /// What the page after a delete or an edit offers to undo; nil when there is nothing.
  func undoOffer() async throws(AppFailure) -> UndoOffer?
  /// Undo: takes back `change` (which must still be the last), or the last change when nil.
  func undo(_ change: UndoableChange.ID?) async throws(AppFailure) -> TrashOutcome
}
