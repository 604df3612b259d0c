import ContactsPresentation

/// The upcoming birthdays screen's view for `VIPERApp`: remembers what the presenter showed.
final class UpcomingBirthdaysRecordingView: UpcomingBirthdaysViewInterface {
  /// The screen shown, or why none.
  private(set) var answer: Result<UpcomingBirthdaysScreen, AppFailure> = .failure(.unanswered)

  func showBirthdays(_ screen: UpcomingBirthdaysScreen) { answer = .success(screen) }
  func showError(_ failure: AppFailure) { answer = .failure(failure) }
}
