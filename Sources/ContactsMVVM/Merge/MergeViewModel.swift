import ContactsDomain
import ContactsPresentation
import Observation

/// The merge screen's state: what merging the contacts asked for did (or would do).
@Observable
public final class MergeViewModel {
  private let repository: any ContactRepository
  private let fileFormat: any ContactFileFormat

  /// What the screen shows; nil until merged, or when merging failed.
  public private(set) var screen: MergeScreen?
  /// Why merging failed, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show when merging failed; nil otherwise.
  public var errorMessage: String? { failure?.message }

  /// A screen merging `repository`'s contacts, their kept properties merged by `fileFormat`.
  public init(repository: any ContactRepository, fileFormat: any ContactFileFormat) {
    self.repository = repository
    self.fileFormat = fileFormat
  }

  /// Call when the person merges the contacts `request` names.
  public func mergeTapped(_ request: MergeRequest) async {
    await show {
      try await repository.merge(
        request.ids, choosing: request.choices, region: request.region, format: fileFormat,
        dryRun: request.dryRun)
    }
  }

  /// Call when the person merges every group of identical duplicates.
  public func mergeIdenticalTapped(region: PhoneRegion?, dryRun: Bool) async {
    await show {
      try await repository.mergeIdentical(region: region, format: fileFormat, dryRun: dryRun)
    }
  }

  private func show(_ merge: () async throws -> MergeOutcome) async {
    do {
      screen = MergeScreen(try await merge())
      failure = nil
    } catch {
      screen = nil
      failure = AppFailure(.mergeContacts, error)
    }
  }
}
