import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation

/// What the presenter tells the export view: the file, piece by piece, then how it ended.
public protocol ExportContactsViewInterface: AnyObject {
  /// Takes the file's next bytes, in order. Throws when it cannot keep them (a full disk),
  /// which stops the export.
  func writeExportedBytes(_ bytes: Data) async throws
  /// Shows that the file is complete: how many contacts, and the name to suggest for it.
  func showExportFinished(_ summary: ExportSummary)
  /// Shows why the export stopped; the bytes written so far are not a whole file.
  func showError(_ failure: AppFailure)
}

/// What the export view tells its presenter.
public protocol ExportContactsPresenterInterface: AnyObject {
  /// Call when the user taps Export.
  func exportTapped() async
}

/// Where the export presenter gets the file.
public protocol ExportContactsInteractorInterface {
  /// Reads every contact window after window and hands each window's bytes to `write`.
  func exportContacts(write: (Data) async throws -> Void) async throws -> ExportSummary
}
