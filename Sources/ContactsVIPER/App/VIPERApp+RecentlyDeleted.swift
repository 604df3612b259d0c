import ContactsApp
import ContactsDomain
import ContactsPresentation

// Recently deleted and undo: each action assembles the module, does what the person did
// through its presenter, and reads what its view was shown.
extension VIPERApp {
  public func recentlyDeleted(limit: Int) async throws(AppFailure) -> RecentlyDeletedScreen {
    let view = RecentlyDeletedRecordingView()
    await module(view, limit: limit).viewDidLoad()
    return try view.screen.get()
  }

  public func restore(_ id: Contact.ID) async throws(AppFailure) -> TrashOutcome {
    let view = RecentlyDeletedRecordingView()
    await module(view).restoreTapped(id)
    return try view.outcome.get()
  }

  public func deleteForever(_ id: Contact.ID) async throws(AppFailure) -> TrashOutcome {
    let view = RecentlyDeletedRecordingView()
    await module(view).deleteForeverTapped(id)
    return try view.outcome.get()
  }

  public func keepDeleted(days: Int, limit: Int) async throws(AppFailure)
    -> RecentlyDeletedScreen
  {
    let view = RecentlyDeletedRecordingView()
    await module(view, limit: limit).keepDeletedChosen(days: days)
    return try view.screen.get()
  }

  public func undoOffer() async throws(AppFailure) -> UndoOffer? {
    let view = RecentlyDeletedRecordingView()
    await module(view).undoOfferNeeded()
    return try view.offer.get()
  }

  public func undo(_ change: UndoableChange.ID?) async throws(AppFailure) -> TrashOutcome {
    let view = RecentlyDeletedRecordingView()
    await module(view).undoTapped(change)
    return try view.outcome.get()
  }

  /// The Recently deleted module, showing to `view` up to `limit` rows.
  private func module(_ view: RecentlyDeletedRecordingView, limit: Int = PageRequest.defaultLimit)
    -> any RecentlyDeletedPresenterInterface
  {
    RecentlyDeletedWireframe.createRecentlyDeletedModule(
      view: view, repository: repository, limit: limit)
  }
}
