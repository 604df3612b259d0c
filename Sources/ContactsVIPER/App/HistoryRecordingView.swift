import ContactsPresentation

/// The History screen's view for `VIPERApp`: remembers what the presenter showed.
final class HistoryRecordingView: HistoryViewInterface {
  /// The screen shown, or why none.
  private(set) var screen: Result<HistoryScreen, AppFailure> = .failure(.unanswered)
  /// The version shown, or why none.
  private(set) var version: Result<HistoryScreen.Row, AppFailure> = .failure(.unanswered)
  /// What the revert did, or why it failed.
  private(set) var outcome: Result<TrashOutcome, AppFailure> = .failure(.unanswered)

  func showScreen(_ screen: HistoryScreen) { self.screen = .success(screen) }
  func showVersion(_ version: HistoryScreen.Row) { self.version = .success(version) }
  func showOutcome(_ outcome: TrashOutcome) { self.outcome = .success(outcome) }

  func showError(_ failure: AppFailure) {
    screen = .failure(failure)
    version = .failure(failure)
    outcome = .failure(failure)
  }
}
