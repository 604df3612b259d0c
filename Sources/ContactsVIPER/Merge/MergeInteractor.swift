import ContactsDomain
import ContactsPresentation

/// Merges contacts in the repository.
final class MergeInteractor: MergeInteractorInterface {
  private let repository: any ContactRepository

  init(repository: any ContactRepository) {
    self.repository = repository
  }

  func merge(_ request: MergeRequest) async throws -> MergeOutcome {
    try await repository.merge(
      request.ids, choosing: request.choices, region: request.region, dryRun: request.dryRun)
  }

  func mergeIdentical(region: PhoneRegion?, dryRun: Bool) async throws -> MergeOutcome {
    try await repository.mergeIdentical(region: region, dryRun: dryRun)
  }
}
