import ContactsDomain
import Foundation

/// Works out and does a rewind through the repository.
final class RewindInteractor: RewindInteractorInterface {
  private let repository: any ContactRepository

  init(repository: any ContactRepository) {
    self.repository = repository
  }

  func retrievePlan(to date: Date) async throws -> RewindPlan {
    try await repository.rewindPlan(to: date)
  }

  func rewind(to date: Date) async throws -> RewindPlan { try await repository.rewind(to: date) }
}
