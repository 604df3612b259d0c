import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation
import Observation

/// The export screen's state: the whole address book as one file, in the injected format.
@Observable
public final class ExportContactsViewModel {
  private let repository: any ContactRepository
  private let format: any ContactFileFormat
  private let windowSize: Int

  /// What the last export wrote, with the file name to suggest; nil before one succeeded.
  public private(set) var summary: ExportSummary?
  /// Why the last export stopped, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence saying why the last export stopped; nil when it did not.
  public var errorMessage: String? { failure?.message }

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
  public func exportTapped(write: (Data) async throws -> Void) async {
    do {
      summary = try await repository.exportFile(
        format: format, windowSize: windowSize, write: write)
      failure = nil
    } catch {
      summary = nil
      failure = AppFailure(.exportContacts, error)
    }
  }
}
