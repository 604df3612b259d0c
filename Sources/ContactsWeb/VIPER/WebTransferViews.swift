import ContactsDomain
import ContactsVIPER
import Foundation

/// The import screen's web view: remembers what the presenter said, for a page to render.
final class WebImportContactsView: ImportContactsViewInterface {
  private(set) var progress: ImportProgress?
  private(set) var summary: ImportSummary?
  private(set) var errorMessage: String?

  func showProgress(_ progress: ImportProgress) { self.progress = progress }
  func showSummary(_ summary: ImportSummary) { self.summary = summary }
  func showError(_ message: String) { errorMessage = message }
}

/// The export screen's web view: keeps the file's bytes for the response to carry.
final class WebExportContactsView: ExportContactsViewInterface {
  private(set) var bytes = Data()
  private(set) var summary: ExportSummary?
  private(set) var errorMessage: String?

  func writeExportedBytes(_ bytes: Data) throws { self.bytes.append(bytes) }
  func showExportFinished(_ summary: ExportSummary) { self.summary = summary }
  func showError(_ message: String) { errorMessage = message }
}
