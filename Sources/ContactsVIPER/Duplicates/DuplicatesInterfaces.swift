import ContactsDomain
import ContactsPresentation

/// What the duplicates presenter tells its view.
public protocol DuplicatesViewInterface: AnyObject {
  /// The pairs found.
  func showDuplicates(_ screen: DuplicatesScreen)
  /// Why they could not be found.
  func showError(_ failure: AppFailure)
}

/// What the duplicates view tells its presenter.
public protocol DuplicatesPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad() async
}

/// Where the duplicates presenter reads contacts.
public protocol DuplicatesInteractorInterface {
  /// Every contact as of one moment, read window after window.
  func retrieveContacts() async throws -> any ContactExportReader
}
