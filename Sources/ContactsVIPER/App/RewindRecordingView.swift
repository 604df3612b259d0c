import ContactsPresentation

/// The Rewind screen's view for `VIPERApp`: remembers what the presenter showed.
final class RewindRecordingView: RewindViewInterface {
  /// The screen shown, or why none.
  private(set) var answer: Result<RewindScreen, AppFailure> = .failure(.unanswered)

  func showScreen(_ screen: RewindScreen) { answer = .success(screen) }
  func showError(_ failure: AppFailure) { answer = .failure(failure) }
}
