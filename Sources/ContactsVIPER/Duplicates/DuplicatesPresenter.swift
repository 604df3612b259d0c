import ContactsDomain
import ContactsPresentation

/// Finds the pairs the request asks for over the contacts its interactor reads, and shows them.
final class DuplicatesPresenter: DuplicatesPresenterInterface {
  weak var view: (any DuplicatesViewInterface)?
  private let interactor: any DuplicatesInteractorInterface
  private let request: DuplicatesRequest

  init(
    view: any DuplicatesViewInterface, interactor: any DuplicatesInteractorInterface,
    request: DuplicatesRequest
  ) {
    self.view = view
    self.interactor = interactor
    self.request = request
  }

  // MARK: - DuplicatesPresenterInterface

  func viewDidLoad() async {
    do {
      let screen = try await DuplicatesScreen.load(request, from: interactor.retrieveContacts())
      view?.showDuplicates(screen)
    } catch {
      view?.showError(AppFailure(.findDuplicates, error))
    }
  }
}
