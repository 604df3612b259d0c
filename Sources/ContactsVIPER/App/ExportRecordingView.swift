import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation

/// The export screen's view for `VIPERApp`: hands the bytes on and remembers how it ended.
final class ExportRecordingView: ExportContactsViewInterface {
  private let write: (Data) async throws -> Void
  /// What the export wrote, or why it stopped.
  private(set) var answer: Result<ExportSummary, AppFailure> = .failure(.unanswered)

  init(write: @escaping (Data) async throws -> Void) {
    self.write = write
  }

  func writeExportedBytes(_ bytes: Data) async throws { try await write(bytes) }
  func showExportFinished(_ summary: ExportSummary) { answer = .success(summary) }
  func showError(_ failure: AppFailure) { answer = .failure(failure) }
}
