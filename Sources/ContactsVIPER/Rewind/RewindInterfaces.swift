import ContactsDomain
import ContactsPresentation

/// What the presenter tells the rewind view.
public protocol RewindViewInterface: AnyObject {
  /// Shows the rows.
  func showRows(_ rows: [ContactViewModel])
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the rewind view tells its presenter.
public protocol RewindPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad() async
}

/// Where the rewind presenter gets what it shows.
public protocol RewindInteractorInterface {
  func retrieveContacts() async throws -> [Contact]
}
