import ContactsDomain
import ContactsPresentation

/// The books screen's logic: load, then show.
final class BooksPresenter: BooksPresenterInterface {
  weak var view: (any BooksViewInterface)?
  private let interactor: any BooksInteractorInterface

  init(view: any BooksViewInterface, interactor: any BooksInteractorInterface) {
    self.view = view
    self.interactor = interactor
  }

  // MARK: - BooksPresenterInterface

  func viewDidLoad() async {
    do {
      let contacts = try await interactor.retrieveContacts()
      view?.showScreen(BooksScreen(contacts: contacts))
    } catch {
      view?.showError(AppFailure(.loadBooks, error))
    }
  }
}
