import ContactsDomain

/// Reads files in the injected format and stores their contacts through the repository.
final class ImportContactsInteractor: ImportContactsInteractorInterface {
  private let repository: any ContactRepository
  private let format: any ContactFileFormat

  init(repository: any ContactRepository, format: any ContactFileFormat) {
    self.repository = repository
    self.format = format
  }

  func importFiles(
    _ files: [ImportFile], dryRun: Bool, progress: (ImportProgress) -> Void
  ) async throws -> ImportSummary {
    try await repository.importFiles(files, format: format, dryRun: dryRun, progress: progress)
  }
}
