import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation

/// How the import module reports back to the module that presented it.
public protocol ImportModuleDelegate: AnyObject {
  /// Called when an import finished, dry run or not.
  func didImportContacts(_ summary: ImportSummary) async
}

/// What the presenter tells the import view.
public protocol ImportContactsViewInterface: AnyObject {
  /// Shows how far the running import has come.
  func showProgress(_ progress: ImportProgress)
  /// Shows what the import did, or would do on a dry run, and the cards it skipped.
  func showSummary(_ summary: ImportSummary)
  /// Shows why the import stored nothing, such as a malformed file's name and line.
  func showError(_ failure: AppFailure)
}

/// What the import view tells its presenter.
public protocol ImportContactsPresenterInterface: AnyObject {
  /// Call when the user picked `files`: all are read, then stored in one transaction, or, on a
  /// dry run, only counted.
  func importTapped(files: [ImportFile], dryRun: Bool) async
  /// Call when the user closes the import screen.
  func closeTapped()
}

extension ImportContactsPresenterInterface {
  /// Call when the user picked one file.
  public func importTapped(data: Data, fileName: String, dryRun: Bool) async {
    await importTapped(files: [ImportFile(name: fileName, data: data)], dryRun: dryRun)
  }
}

/// Where the import presenter reads files and stores their contacts.
public protocol ImportContactsInteractorInterface {
  /// Reads every file, then imports their contacts in one transaction; `progress` hears how
  /// far it has come.
  func importFiles(
    _ files: [ImportFile], dryRun: Bool, progress: (ImportProgress) -> Void
  ) async throws -> ImportSummary
}

/// Where the import presenter navigates to.
public protocol ImportContactsWireframeInterface {
  /// Closes the import screen.
  func dismissImportContactsScreen()
}
