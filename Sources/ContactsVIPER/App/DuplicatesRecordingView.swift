import ContactsPresentation

/// The duplicates view `VIPERApp` answers from: it keeps what the presenter showed last.
final class DuplicatesRecordingView: DuplicatesViewInterface {
  private(set) var answer: Result<DuplicatesScreen, AppFailure> = .failure(.unanswered)

  func showDuplicates(_ screen: DuplicatesScreen) { answer = .success(screen) }
  func showError(_ failure: AppFailure) { answer = .failure(failure) }
}
