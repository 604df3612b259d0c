import ContactsDomain
import Foundation

/// The export screen's state: the whole address book as one file, in the injected format.
public final class ExportContactsViewModel {
  private let repository: any ContactRepository
  private let format: any ContactFileFormat
  private let windowSize: Int

  /// What the last export wrote, with the file name to suggest; nil before one succeeded.
  public private(set) var summary: ExportSummary?
  /// A sentence saying why the last export stopped; nil when it did not.
  public private(set) var errorMessage: String?

  /// An export that reads `windowSize` contacts at a time.
  public init(
    repository: any ContactRepository, format: any ContactFileFormat,
    windowSize: Int = PageRequest.maximumLimit
  ) {
    self.repository = repository
    self.format = format
    self.windowSize = windowSize
  }

  /// Call when the user taps Export: the file's bytes go to `write` window after window; an
  /// error from `write` (a full disk) stops the export and is shown.
  public func exportTapped(write: (Data) throws -> Void) async {
    do {
      summary = try await repository.exportFile(
        format: format, windowSize: windowSize, write: write)
      errorMessage = nil
    } catch {
      summary = nil
      errorMessage = readableMessage("Could not export contacts", error)
    }
  }
}
