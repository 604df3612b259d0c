import ContactsPresentation

/// The merge view `VIPERApp` answers from: it keeps what the presenter showed last.
final class MergeRecordingView: MergeViewInterface {
  private(set) var answer: Result<MergeScreen, AppFailure> = .failure(.unanswered)

  func showMerged(_ screen: MergeScreen) { answer = .success(screen) }
  func showError(_ failure: AppFailure) { answer = .failure(failure) }
}
