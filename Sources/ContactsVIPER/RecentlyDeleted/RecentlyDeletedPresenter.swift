import ContactsDomain
import ContactsPresentation

/// The Recently deleted screen's logic: load and show the deleted contacts; restore, delete
/// for good, change the keeping time, offer and do an undo, then show what that did.
final class RecentlyDeletedPresenter: RecentlyDeletedPresenterInterface {
  weak var view: (any RecentlyDeletedViewInterface)?
  private let interactor: any RecentlyDeletedInteractorInterface
  private let limit: Int

  init(
    view: any RecentlyDeletedViewInterface, interactor: any RecentlyDeletedInteractorInterface,
    limit: Int
  ) {
    self.view = view
    self.interactor = interactor
    self.limit = limit
  }

  // MARK: - RecentlyDeletedPresenterInterface

  func viewDidLoad() async {
    await run("Could not load recently deleted contacts") {
      // One more than shown tells whether more follow.
      let (deleted, days) = try await interactor.retrieveDeleted(limit: limit + 1)
      view?.showScreen(RecentlyDeletedScreen(deleted: deleted, keepDays: days, limit: limit))
    }
  }

  func restoreTapped(_ id: Contact.ID) async {
    await run("Could not restore the contact") {
      view?.showOutcome(.restored(try await interactor.restore(id)))
    }
  }

  func deleteForeverTapped(_ id: Contact.ID) async {
    await run("Could not delete the contact") {
      view?.showOutcome(.deletedForever(id, name: try await interactor.deleteForever(id)))
    }
  }

  func keepDeletedChosen(days: Int) async {
    let kept = await run("Could not change how long deleted contacts are kept") {
      try await interactor.keepDeleted(days: days)
    }
    if kept { await viewDidLoad() }
  }

  func undoOfferNeeded() async {
    await run("Could not read the last change") {
      view?.showUndoOffer(try await interactor.retrieveLastChange().map(UndoOffer.init))
    }
  }

  func undoTapped(_ change: UndoableChange.ID?) async {
    await run("Could not undo") {
      view?.showOutcome(.undone(try await interactor.undo(change)))
    }
  }

  /// Runs `body`, showing its failure as `action`'s; says whether it succeeded.
  @discardableResult
  private func run(_ action: String, _ body: () async throws -> Void) async -> Bool {
    do {
      try await body()
      return true
    } catch {
      view?.showError(AppFailure(action, error))
      return false
    }
  }
}
