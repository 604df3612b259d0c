import ContactsDomain
import ContactsPresentation
import Foundation

/// What the presenter tells the Rewind view.
public protocol RewindViewInterface: AnyObject {
  /// Shows the screen: what a rewind would change, or what it changed.
  func showScreen(_ screen: RewindScreen)
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the Rewind view tells its presenter.
public protocol RewindPresenterInterface: AnyObject {
  /// Call when the person chooses a time: the dry run.
  func timeChosen(_ date: Date) async
  /// Call when the person confirms the rewind after the dry run.
  func rewindConfirmed(_ date: Date) async
}

/// Where the Rewind presenter gets what it shows, and does what it is asked.
public protocol RewindInteractorInterface {
  /// What rewinding to `date` would change, changing nothing.
  func retrievePlan(to date: Date) async throws -> RewindPlan
  /// Rewinds the book to `date`; what it changed.
  func rewind(to date: Date) async throws -> RewindPlan
}
