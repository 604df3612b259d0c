import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation

// History, revert and rewind: each action opens the screen's view model, does what the person
// did, and reads what it shows.
extension MVVMApp {
  public func history(of id: Contact.ID, limit: Int) async throws(AppFailure) -> HistoryScreen {
    let screen = HistoryViewModel(repository: repository, contactID: id, limit: limit)
    await screen.viewDidLoad()
    return try answer(screen.failure, screen.screen)
  }

  public func version(of id: Contact.ID, number: Int) async throws(AppFailure)
    -> HistoryScreen.Row
  {
    let screen = HistoryViewModel(repository: repository, contactID: id)
    await screen.versionSelected(number)
    return try answer(screen.failure, screen.version)
  }

  public func revert(_ id: Contact.ID, to number: Int) async throws(AppFailure) -> TrashOutcome {
    let screen = HistoryViewModel(repository: repository, contactID: id)
    await screen.revertTapped(number)
    return try answer(screen.failure, screen.outcome)
  }

  public func rewindPlan(to date: Date) async throws(AppFailure) -> RewindScreen {
    let screen = RewindViewModel(repository: repository)
    await screen.timeChosen(date)
    return try answer(screen.failure, screen.screen)
  }

  public func rewind(to date: Date) async throws(AppFailure) -> RewindScreen {
    let screen = RewindViewModel(repository: repository)
    await screen.rewindConfirmed(date)
    return try answer(screen.failure, screen.screen)
  }

  /// What a screen shows, or the failure it reported.
  private func answer<Value>(_ failure: AppFailure?, _ value: Value?) throws(AppFailure) -> Value {
    if let failure { throw failure }
    return try required(value)
  }
}
