import ContactsDomain
import ContactsPresentation

/// The upcoming birthdays screen's logic: load, then show.
final class UpcomingBirthdaysPresenter: UpcomingBirthdaysPresenterInterface {
  weak var view: (any UpcomingBirthdaysViewInterface)?
  private let interactor: any UpcomingBirthdaysInteractorInterface

  init(
    view: any UpcomingBirthdaysViewInterface, interactor: any UpcomingBirthdaysInteractorInterface
  ) {
    self.view = view
    self.interactor = interactor
  }

  // MARK: - UpcomingBirthdaysPresenterInterface

  func viewDidLoad() async {
    do {
      let contacts = try await interactor.retrieveContacts()
      view?.showRows(contacts.map(ContactViewModel.init))
    } catch {
      view?.showError(AppFailure("Could not load upcoming birthdays", error))
    }
  }
}
