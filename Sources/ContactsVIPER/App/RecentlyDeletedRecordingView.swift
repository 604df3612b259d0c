import ContactsPresentation

/// The Recently deleted screen's view for `VIPERApp`: remembers what the presenter showed.
final class RecentlyDeletedRecordingView: RecentlyDeletedViewInterface {
  /// The screen shown, or why none.
  private(set) var screen: Result<RecentlyDeletedScreen, AppFailure> = .failure(.unanswered)
  /// What the last action did, or why it failed.
  private(set) var outcome: Result<TrashOutcome, AppFailure> = .failure(.unanswered)
  /// The undo offered, or why none could be read.
  private(set) var offer: Result<UndoOffer?, AppFailure> = .failure(.unanswered)

  func showScreen(_ screen: RecentlyDeletedScreen) { self.screen = .success(screen) }
  func showOutcome(_ outcome: TrashOutcome) { self.outcome = .success(outcome) }
  func showUndoOffer(_ offer: UndoOffer?) { self.offer = .success(offer) }

  func showError(_ failure: AppFailure) {
    screen = .failure(failure)
    outcome = .failure(failure)
    offer = .failure(failure)
  }
}
