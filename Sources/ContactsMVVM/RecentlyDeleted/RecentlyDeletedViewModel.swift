import ContactsDomain
import ContactsPresentation
import Observation

/// The Recently deleted screen's state: the deleted contacts, loaded from the repository, and
/// what restoring, deleting for good, a new keeping time or an undo did.
@Observable
public final class RecentlyDeletedViewModel {
  private let repository: any ContactRepository
  private let limit: Int

  /// What the screen shows; nil until loaded, or when loading failed.
  public private(set) var screen: RecentlyDeletedScreen?
  /// What the page after a delete or an edit offers to undo, once asked; nil when nothing.
  public private(set) var offer: UndoOffer?
  /// What the last action did; nil before one.
  public private(set) var outcome: TrashOutcome?
  /// Why the last load or action failed, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show when it failed; nil otherwise.
  public var errorMessage: String? { failure?.message }

  /// A screen that shows up to `limit` contacts.
  public init(repository: any ContactRepository, limit: Int = PageRequest.defaultLimit) {
    self.repository = repository
    self.limit = limit
  }

  /// Call when the screen appears.
  public func viewDidLoad() async {
    await run(.loadRecentlyDeleted) {
      screen = try await RecentlyDeletedScreen.load(limit: limit) {
        try await (repository.deletedContacts(limit: $0), repository.keepDeletedDays())
      }
    }
  }

  /// Call when the person taps Restore on the row of `id`.
  public func restoreTapped(_ id: Contact.ID) async {
    await run(.restoreContact) {
      outcome = .restored(try await repository.restore(id: id))
    }
  }

  /// Call when the person taps Delete forever on the row of `id`.
  public func deleteForeverTapped(_ id: Contact.ID) async {
    await run(.deleteContact) {
      outcome = .deletedForever(id, name: try await repository.deleteForever(id: id))
    }
  }

  /// Call when the person chooses to keep deleted contacts `days` days.
  public func keepDeletedChosen(days: Int) async {
    await run(.keepDeleted) {
      try await repository.setKeepDeletedDays(days)
    }
    if failure == nil { await viewDidLoad() }
  }

  /// Call when a page after a delete or an edit appears: it offers to undo the last change.
  public func undoOfferNeeded() async {
    await run(.readLastChange) {
      offer = try await repository.lastChange().map(UndoOffer.init)
    }
  }

  /// Call when the person taps Undo for `change` (nil: whatever was changed last).
  public func undoTapped(_ change: UndoableChange.ID?) async {
    await run(.undo) {
      outcome = .undone(try await repository.undo(change))
    }
  }

  private func run(_ action: ScreenAction, _ body: () async throws -> Void) async {
    do {
      try await body()
      failure = nil
    } catch {
      failure = AppFailure(action, error)
    }
  }
}
