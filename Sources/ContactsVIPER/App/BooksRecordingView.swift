import ContactsPresentation

/// The Books screen's view for `VIPERApp`: remembers what the presenter showed.
final class BooksRecordingView: BooksViewInterface {
  /// The screen shown, or why none.
  private(set) var answer: Result<BooksScreen, AppFailure> = .failure(.unanswered)
  /// The book an action was about (added, asked about, removed), or why it failed.
  private(set) var book: Result<BookRow, AppFailure> = .failure(.unanswered)

  func showScreen(_ screen: BooksScreen) { answer = .success(screen) }
  func showAdded(_ row: BookRow) { book = .success(row) }
  func showRemoveQuestion(_ row: BookRow) { book = .success(row) }
  func showRemoved(_ row: BookRow) { book = .success(row) }

  func showError(_ failure: AppFailure) {
    // Every failure is the action's; one before the screen loaded is the screen's too.
    book = .failure(failure)
    if case .failure = answer { answer = .failure(failure) }
  }
}
