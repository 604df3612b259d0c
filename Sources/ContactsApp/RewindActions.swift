import ContactsDomain
import ContactsPresentation
import Foundation

/// The Rewind screen's actions, which `AddressBookApp` takes on and `MVVMApp` and `VIPERApp`
/// answer.
public protocol RewindActions: Sendable {
  /// A time chosen on the Rewind screen: what putting the book back as it was at `date` would
  /// change, changing nothing.
  func rewindPlan(to date: Date) async throws(AppFailure) -> RewindScreen
  /// Rewind, after the dry run: the book as it was at `date`, a change `undo` takes back;
  /// what it changed.
  func rewind(to date: Date) async throws(AppFailure) -> RewindScreen
}
