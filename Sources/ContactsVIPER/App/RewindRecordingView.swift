import ContactsPresentation

/// The rewind screen's view for `VIPERApp`: remembers what the presenter showed.
final class RewindRecordingView: RewindViewInterface {
  /// The rows shown, or why none.
  private(set) var answer: Result<[ContactViewModel], AppFailure> = .failure(.unanswered)

  func showRows(_ rows: [ContactViewModel]) { answer = .success(rows) }
  func showError(_ failure: AppFailure) { answer = .failure(failure) }
}
