import ContactsApp
import ContactsDomain
import ContactsPresentation

/// What the presenter tells the groups view.
public protocol GroupsViewInterface: AnyObject {
  /// Shows these groups, in this order.
  func showGroups(_ groups: [GroupRow])
  /// Shows that no contact is in a group.
  func showNoGroups()
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the groups view tells its presenter.
public protocol GroupsPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad() async
}

/// Where the groups presenter gets its data.
public protocol GroupsInteractorInterface {
  func retrieveGroups() async throws -> [ContactGroup]
}
