import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation

// History, revert and rewind: each action assembles the module, does what the person did
// through its presenter, and reads what its view was shown.
extension VIPERApp {
  public func history(of id: Contact.ID, limit: Int) async throws(AppFailure) -> HistoryScreen {
    let view = HistoryRecordingView()
    await historyModule(view, id, limit: limit).viewDidLoad()
    return try view.screen.get()
  }

  public func version(of id: Contact.ID, number: Int) async throws(AppFailure)
    -> HistoryScreen.Row
  {
    let view = HistoryRecordingView()
    await historyModule(view, id).versionSelected(number)
    return try view.version.get()
  }

  public func revert(_ id: Contact.ID, to number: Int) async throws(AppFailure) -> TrashOutcome {
    let view = HistoryRecordingView()
    await historyModule(view, id).revertTapped(number)
    return try view.outcome.get()
  }

  public func rewindPlan(to date: Date) async throws(AppFailure) -> RewindScreen {
    let view = RewindRecordingView()
    await RewindWireframe.createRewindModule(view: view, repository: repository)
      .timeChosen(date)
    return try view.answer.get()
  }

  public func rewind(to date: Date) async throws(AppFailure) -> RewindScreen {
    let view = RewindRecordingView()
    await RewindWireframe.createRewindModule(view: view, repository: repository)
      .rewindConfirmed(date)
    return try view.answer.get()
  }

  /// The History module of contact `id`, showing to `view` up to `limit` versions.
  private func historyModule(
    _ view: HistoryRecordingView, _ id: Contact.ID, limit: Int = PageRequest.defaultLimit
  ) -> any HistoryPresenterInterface {
    HistoryWireframe.createHistoryModule(
      view: view, repository: repository, contactID: id, limit: limit)
  }
}
