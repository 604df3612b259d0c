import ContactsDomain
import ContactsPresentation

/// What the merge presenter tells its view.
public protocol MergeViewInterface: AnyObject {
  /// What merging did, or would do.
  func showMerged(_ screen: MergeScreen)
  /// Why it could not be done; nothing was changed.
  func showError(_ failure: AppFailure)
}

/// What the merge view tells its presenter.
public protocol MergePresenterInterface: AnyObject {
  /// Merge the contacts `request` names.
  func mergeTapped(_ request: MergeRequest) async
  /// Merge every group of identical duplicates.
  func mergeIdenticalTapped(region: PhoneRegion?, dryRun: Bool) async
}

/// Where the merge presenter merges contacts.
public protocol MergeInteractorInterface {
  func merge(_ request: MergeRequest) async throws -> MergeOutcome
  func mergeIdentical(region: PhoneRegion?, dryRun: Bool) async throws -> MergeOutcome
}
