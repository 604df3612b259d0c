import ContactsApp
import ContactsDomain
import ContactsPresentation

// Recently deleted and undo: each action opens the screen's view model, does what the person
// did, and reads what it shows.
extension MVVMApp {
  public func recentlyDeleted(limit: Int) async throws(AppFailure) -> RecentlyDeletedScreen {
    let screen = RecentlyDeletedViewModel(repository: repository, limit: limit)
    await screen.viewDidLoad()
    return try answer(screen, \.screen)
  }

  public func restore(_ id: Contact.ID) async throws(AppFailure) -> TrashOutcome {
    let screen = RecentlyDeletedViewModel(repository: repository)
    await screen.restoreTapped(id)
    return try answer(screen, \.outcome)
  }

  public func deleteForever(_ id: Contact.ID) async throws(AppFailure) -> TrashOutcome {
    let screen = RecentlyDeletedViewModel(repository: repository)
    await screen.deleteForeverTapped(id)
    return try answer(screen, \.outcome)
  }

  public func keepDeleted(days: Int, limit: Int) async throws(AppFailure)
    -> RecentlyDeletedScreen
  {
    let screen = RecentlyDeletedViewModel(repository: repository, limit: limit)
    await screen.keepDeletedChosen(days: days)
    return try answer(screen, \.screen)
  }

  public func undoOffer() async throws(AppFailure) -> UndoOffer? {
    let screen = RecentlyDeletedViewModel(repository: repository)
    await screen.undoOfferNeeded()
    if let failure = screen.failure { throw failure }
    return screen.offer
  }

  public func undo(_ change: UndoableChange.ID?) async throws(AppFailure) -> TrashOutcome {
    let screen = RecentlyDeletedViewModel(repository: repository)
    await screen.undoTapped(change)
    return try answer(screen, \.outcome)
  }

  /// What `screen` shows at `keyPath`, or the failure it reported.
  private func answer<Value>(
    _ screen: RecentlyDeletedViewModel, _ keyPath: KeyPath<RecentlyDeletedViewModel, Value?>
  ) throws(AppFailure) -> Value {
    if let failure = screen.failure { throw failure }
    return try required(screen[keyPath: keyPath])
  }
}
