import ContactsDomain
import ContactsPresentation

/// The duplicates screen's actions, which `AddressBookApp` takes on and `MVVMApp` and `VIPERApp`
/// answer.
public protocol DuplicatesActions: Sendable {
  /// The pairs of contacts that may be one person, in the lanes `request` asks for.
  func duplicates(_ request: DuplicatesRequest) async throws(AppFailure) -> DuplicatesScreen

  /// Merges the contacts `request` names into the first, value by value, as one change (see
  /// `ContactMerge`); nothing is written on a dry run.
  func merge(_ request: MergeRequest) async throws(AppFailure) -> MergeScreen

  /// Merges every group of identical duplicates into its first contact, all as one change that
  /// one undo takes back; nothing is written on a dry run.
  func mergeIdentical(region: PhoneRegion?, dryRun: Bool) async throws(AppFailure) -> MergeScreen
}
