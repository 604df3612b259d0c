import ContactsDomain
import ContactsPresentation

/// The History screen's logic: load and show a contact's versions; show one; revert to one,
/// then show what that did.
final class HistoryPresenter: HistoryPresenterInterface {
  weak var view: (any HistoryViewInterface)?
  private let interactor: any HistoryInteractorInterface
  private let contactID: Contact.ID
  private let limit: Int

  init(
    view: any HistoryViewInterface, interactor: any HistoryInteractorInterface,
    contactID: Contact.ID, limit: Int
  ) {
    self.view = view
    self.interactor = interactor
    self.contactID = contactID
    self.limit = limit
  }

  // MARK: - HistoryPresenterInterface

  func viewDidLoad() async {
    await run(.loadHistory) {
      let (contact, history) = try await interactor.retrieveHistory(limit: limit)
      view?.showScreen(HistoryScreen(contact: contact, history: history))
    }
  }

  func versionSelected(_ number: Int) async {
    await run(.loadVersion) {
      let total = try await interactor.retrieveVersionCount()
      let limit = HistoryScreen.limit(reaching: number, of: total)
      let (contact, history) = try await interactor.retrieveHistory(limit: limit)
      if let version = HistoryScreen(contact: contact, history: history).row(number) {
        view?.showVersion(version)
      } else {
        view?.showError(HistoryScreen.noSuchVersion(number, of: contactID))
      }
    }
  }

  func revertTapped(_ number: Int) async {
    await run(.revertContact) {
      let total = try await interactor.retrieveVersionCount()
      if let missing = HistoryScreen.missingVersion(number, of: contactID, total: total) {
        view?.showError(missing)
      } else {
        view?.showOutcome(.reverted(try await interactor.revert(to: number), to: number))
      }
    }
  }

  /// Runs `body`, showing its failure as `action`'s.
  private func run(_ action: ScreenAction, _ body: () async throws -> Void) async {
    do {
      try await body()
    } catch {
      view?.showError(AppFailure(action, error))
    }
  }
}
