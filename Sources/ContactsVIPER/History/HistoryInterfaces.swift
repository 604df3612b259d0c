import ContactsDomain
import ContactsPresentation

/// What the presenter tells the history view.
public protocol HistoryViewInterface: AnyObject {
  /// Shows the rows.
  func showRows(_ rows: [ContactViewModel])
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the history view tells its presenter.
public protocol HistoryPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad() async
}

/// Where the history presenter gets what it shows.
public protocol HistoryInteractorInterface {
  func retrieveContacts() async throws -> [Contact]
}
