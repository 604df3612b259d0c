import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The import screen's view for `VIPERApp`.
final class ImportRecordingView: ImportContactsViewInterface {
  private let progress: (ImportProgress) -> Void
  /// What the import did, or why it stored nothing.
  private(set) var answer: Result<ImportSummary, AppFailure> = .failure(.unanswered)

  init(progress: @escaping (ImportProgress) -> Void) {
    self.progress = progress
  }

  func showProgress(_ progress: ImportProgress) { self.progress(progress) }
  func showSummary(_ summary: ImportSummary) { answer = .success(summary) }
  func showError(_ failure: AppFailure) { answer = .failure(failure) }
}
