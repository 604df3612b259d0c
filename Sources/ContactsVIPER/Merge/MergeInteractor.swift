import ContactsDomain
import ContactsPresentation

/// Merges contacts in the repository, their kept properties merged by the file format.
final class MergeInteractor: MergeInteractorInterface {
  private let repository: any ContactRepository
  private let fileFormat: any ContactFileFormat

  init(repository: any ContactRepository, fileFormat: any ContactFileFormat) {
    self.repository = repository
    self.fileFormat = fileFormat
  }

  func merge(_ request: MergeRequest) async throws -> MergeOutcome {
    try await repository.merge(
      request.ids, choosing: request.choices, region: request.region, format: fileFormat,
      dryRun: request.dryRun)
  }

  func mergeIdentical(region: PhoneRegion?, dryRun: Bool) async throws -> MergeOutcome {
    try await repository.mergeIdentical(region: region, format: fileFormat, dryRun: dryRun)
  }
}
