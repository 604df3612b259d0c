import ContactsDomain
import ContactsPresentation

/// What the presenter tells the History view.
public protocol HistoryViewInterface: AnyObject {
  /// Shows the screen: the contact's earlier versions, the newest first.
  func showScreen(_ screen: HistoryScreen)
  /// Shows one version as it was.
  func showVersion(_ version: HistoryScreen.Row)
  /// Shows what a revert did.
  func showOutcome(_ outcome: TrashOutcome)
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the History view tells its presenter.
public protocol HistoryPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad() async
  /// Call when the person chooses version `number`.
  func versionSelected(_ number: Int) async
  /// Call when the person taps Revert to this version on version `number`.
  func revertTapped(_ number: Int) async
}

/// Where the History presenter gets what it shows, and does what it is asked.
public protocol HistoryInteractorInterface {
  /// The contact as it is, and up to `limit` of its earlier versions, the newest first.
  func retrieveHistory(limit: Int) async throws -> (contact: Contact, history: ContactHistory)
  /// How many earlier versions the contact has.
  func retrieveVersionCount() async throws -> Int
  /// Puts version `number` back; the contact as it is after.
  func revert(to number: Int) async throws -> Contact
}
