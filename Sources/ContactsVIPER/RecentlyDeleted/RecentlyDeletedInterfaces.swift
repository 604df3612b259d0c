import ContactsDomain
import ContactsPresentation

/// What the presenter tells the Recently deleted view.
public protocol RecentlyDeletedViewInterface: AnyObject {
  /// Shows the screen: its rows, how long they are kept, its notice.
  func showScreen(_ screen: RecentlyDeletedScreen)
  /// Shows what a restore, a delete for good or an undo did.
  func showOutcome(_ outcome: TrashOutcome)
  /// Offers to undo the last change, or nothing (nil).
  func showUndoOffer(_ offer: UndoOffer?)
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the Recently deleted view tells its presenter.
public protocol RecentlyDeletedPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad() async
  /// Call when the person taps Restore on the row of `id`.
  func restoreTapped(_ id: Contact.ID) async
  /// Call when the person taps Delete forever on the row of `id`.
  func deleteForeverTapped(_ id: Contact.ID) async
  /// Call when the person chooses to keep deleted contacts `days` days.
  func keepDeletedChosen(days: Int) async
  /// Call when a page after a delete or an edit appears: it offers to undo the last change.
  func undoOfferNeeded() async
  /// Call when the person taps Undo for `change` (nil: whatever was changed last).
  func undoTapped(_ change: UndoableChange.ID?) async
}

/// Where the Recently deleted presenter gets what it shows, and does what it is asked.
public protocol RecentlyDeletedInteractorInterface {
  /// Up to `limit` deleted contacts, the most recent first, and how many days they are kept.
  func retrieveDeleted(limit: Int) async throws -> (deleted: [DeletedContact], keepDays: Int)
  /// Restores the contact `id`.
  func restore(_ id: Contact.ID) async throws -> Contact
  /// Deletes the contact `id` for good; returns its name.
  func deleteForever(_ id: Contact.ID) async throws -> String
  /// Keeps deleted contacts `days` days.
  func keepDeleted(days: Int) async throws
  /// The change undo would take back, if any.
  func retrieveLastChange() async throws -> UndoableChange?
  /// Takes back `change` (nil: the last).
  func undo(_ change: UndoableChange.ID?) async throws -> UndoOutcome
}
