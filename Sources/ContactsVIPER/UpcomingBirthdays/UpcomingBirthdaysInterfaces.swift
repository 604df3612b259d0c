import ContactsDomain
import ContactsPresentation

/// What the presenter tells the upcoming birthdays view.
public protocol UpcomingBirthdaysViewInterface: AnyObject {
  /// Shows the screen: its heading, rows and notice.
  func showBirthdays(_ screen: UpcomingBirthdaysScreen)
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
  /// Up to `limit` contacts whose birthday falls in `window`, soonest first.
  func retrieveBirthdays(in window: BirthdayWindow, limit: Int) async throws -> [Contact]
}
