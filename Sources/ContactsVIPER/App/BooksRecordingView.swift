import ContactsPresentation

/// The books screen's view for `VIPERApp`: remembers what the presenter showed.
final class BooksRecordingView: BooksViewInterface {
  /// The screen shown, or why none.
  private(set) var answer: Result<BooksScreen, AppFailure> = .failure(.unanswered)

  func showScreen(_ screen: BooksScreen) { answer = .success(screen) }
  func showError(_ failure: AppFailure) { answer = .failure(failure) }
}
