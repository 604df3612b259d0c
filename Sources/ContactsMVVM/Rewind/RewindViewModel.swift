import ContactsDomain
import ContactsPresentation
import Foundation
import Observation

/// The Rewind screen's state: what putting the whole book back as it was at a time would
/// change (the dry run), then what it changed.
@Observable
public final class RewindViewModel {
  private let repository: any ContactRepository

  /// What the screen shows; nil until a time is chosen, or when that failed.
  public private(set) var screen: RewindScreen?
  /// Why the last action failed, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show when it failed; nil otherwise.
  public var errorMessage: String? { failure?.message }

  public init(repository: any ContactRepository) {
    self.repository = repository
  }

  /// Call when the person chooses a time: the dry run.
  public func timeChosen(_ date: Date) async {
    await run(.planRewind) {
      RewindScreen(plan: try await repository.rewindPlan(to: date), isDone: false)
    }
  }

  /// Call when the person confirms the rewind after the dry run.
  public func rewindConfirmed(_ date: Date) async {
    await run(.rewind) {
      RewindScreen(plan: try await repository.rewind(to: date), isDone: true)
    }
  }

  private func run(_ action: ScreenAction, _ body: () async throws -> RewindScreen) async {
    do {
      screen = try await body()
      failure = nil
    } catch {
      screen = nil
      failure = AppFailure(action, error)
    }
  }
}
