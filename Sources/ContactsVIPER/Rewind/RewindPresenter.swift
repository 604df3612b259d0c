import ContactsDomain
import ContactsPresentation

/// The rewind screen's logic: load, then show.
final class RewindPresenter: RewindPresenterInterface {
  weak var view: (any RewindViewInterface)?
  private let interactor: any RewindInteractorInterface

  init(view: any RewindViewInterface, interactor: any RewindInteractorInterface) {
    self.view = view
    self.interactor = interactor
  }

  // MARK: - RewindPresenterInterface

  func viewDidLoad() async {
    do {
      let contacts = try await interactor.retrieveContacts()
      view?.showRows(contacts.map(ContactViewModel.init))
    } catch {
      view?.showError(AppFailure("Could not load rewind", error))
    }
  }
}
