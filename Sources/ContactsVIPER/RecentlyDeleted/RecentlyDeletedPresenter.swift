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
    await run(.loadRecentlyDeleted) {
      let read = interactor.retrieveDeleted(limit:)
      view?.showScreen(try await RecentlyDeletedScreen.load(limit: limit, read: read))
    }
  }

  func restoreTapped(_ id: Contact.ID) async {
    await run(.restoreContact) {
      view?.showOutcome(.restored(try await interactor.restore(id)))
    }
  }

  func deleteForeverTapped(_ id: Contact.ID) async {
    await run(.deleteContact) {
      view?.showOutcome(.deletedForever(id, name: try await interactor.deleteForever(id)))
    }
  }

  func keepDeletedChosen(days: Int) async {
    let kept = await run(.keepDeleted) {
      try await interactor.keepDeleted(days: days)
    }
    if kept { await viewDidLoad() }
  }

  func undoOfferNeeded() async {
    await run(.readLastChange) {
      view?.showUndoOffer(try await interactor.retrieveLastChange().map(UndoOffer.init))
    }
  }

  func undoTapped(_ change: UndoableChange.ID?) async {
    await run(.undo) {
      view?.showOutcome(.undone(try await interactor.undo(change)))
    }
  }

  /// Runs `body`, showing its failure as `action`'s; says whether it succeeded.
  @discardableResult
  private func run(_ action: ScreenAction, _ body: () async throws -> Void) async -> Bool {
    do {
      try await body()
      return true
    } catch {
      view?.showError(AppFailure(action, error))
      return false
    }
  }
}
