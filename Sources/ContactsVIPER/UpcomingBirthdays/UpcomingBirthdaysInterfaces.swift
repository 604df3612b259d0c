import ContactsDomain
import ContactsPresentation

/// What the presenter tells the upcoming birthdays view.
public protocol UpcomingBirthdaysViewInterface: AnyObject {
  /// Shows the rows.
  func showRows(_ rows: [ContactViewModel])
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the upcoming birthdays view tells its presenter.
public protocol UpcomingBirthdaysPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad() async
}

/// Where the upcoming birthdays presenter gets what it shows.
public protocol UpcomingBirthdaysInteractorInterface {
  func retrieveContacts() async throws -> [Contact]
}
