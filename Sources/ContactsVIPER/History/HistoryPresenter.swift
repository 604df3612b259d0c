import ContactsDomain
import ContactsPresentation

/// The history screen's logic: load, then show.
final class HistoryPresenter: HistoryPresenterInterface {
  weak var view: (any HistoryViewInterface)?
  private let interactor: any HistoryInteractorInterface

  init(view: any HistoryViewInterface, interactor: any HistoryInteractorInterface) {
    self.view = view
    self.interactor = interactor
  }

  // MARK: - HistoryPresenterInterface

  func viewDidLoad() async {
    do {
      let contacts = try await interactor.retrieveContacts()
      view?.showRows(contacts.map(ContactViewModel.init))
    } catch {
      view?.showError(AppFailure("Could not load history", error))
    }
  }
}
