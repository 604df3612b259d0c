import ContactsDomain
import Foundation

/// Reads the address book through the repository in bounded windows and writes it in the
/// injected format.
final class ExportContactsInteractor: ExportContactsInteractorInterface {
  private let repository: any ContactRepository
  private let format: any ContactFileFormat
  private let windowSize: Int

  init(repository: any ContactRepository, format: any ContactFileFormat, windowSize: Int) {
    self.repository = repository
    self.format = format
    self.windowSize = windowSize
  }

  func exportContacts(write: (Data) async throws -> Void) async throws -> ExportSummary {
    try await repository.exportFile(format: format, windowSize: windowSize, write: write)
  }
}
