import ContactsApp
import ContactsDomain
import ContactsPresentation
import Observation

/// The import screen's state: pick files, see progress, then what was added, updated, left
/// unchanged and skipped. The format is injected, so this file knows no vCard.
@Observable
public final class ImportContactsViewModel {
  private let repository: any ContactRepository
  private let format: any ContactFileFormat

  /// How far the running import has come; nil before the first report.
  public private(set) var progress: ImportProgress?
  /// What the last import did (or would do, on a dry run); nil before one succeeded.
  public private(set) var summary: ImportSummary?
  /// Why the last import stored nothing's line., typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence saying why the last import stored nothing, such as a malformed file's line.
  public var errorMessage: String? { failure?.message }
  /// Called after `progress` changed, on the task that called `importTapped`, so the view
  /// can redraw while the import runs.
  public var progressChanged: ((ImportProgress) -> Void)?

  public init(repository: any ContactRepository, format: any ContactFileFormat) {
    self.repository = repository
    self.format = format
  }

  /// The file name extension a file picker should offer, such as "vcf".
  public var fileExtension: String { format.fileExtension }

  /// Call when the user picked `files`: all of them are read, then stored in one transaction,
  /// or, on a dry run, only counted.
  public func importTapped(files: [ImportFile], dryRun: Bool) async {
    progress = nil
    do {
      summary = try await repository.importFiles(files, format: format, dryRun: dryRun) {
        progress = $0
        progressChanged?($0)
      }
      failure = nil
    } catch {
      summary = nil
      failure = AppFailure(.importContacts, error)
    }
  }
}
