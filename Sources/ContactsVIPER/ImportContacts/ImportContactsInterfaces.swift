import ContactsApp
import ContactsDomain
import ContactsPresentation

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
}

/// Where the import presenter reads files and stores their contacts.
public protocol ImportContactsInteractorInterface {
  /// Reads every file, then imports their contacts in one transaction; `progress` hears how
  /// far it has come.
  func importFiles(
    _ files: [ImportFile], dryRun: Bool, progress: (ImportProgress) -> Void
  ) async throws -> ImportSummary
}
