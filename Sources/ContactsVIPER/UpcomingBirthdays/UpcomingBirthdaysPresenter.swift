import ContactsDomain
import ContactsPresentation

/// The upcoming birthdays screen's logic: load the window's birthdays, then show them.
final class UpcomingBirthdaysPresenter: UpcomingBirthdaysPresenterInterface {
  weak var view: (any UpcomingBirthdaysViewInterface)?
  private let interactor: any UpcomingBirthdaysInteractorInterface
  private let window: BirthdayWindow
  private let limit: Int

  init(
    view: any UpcomingBirthdaysViewInterface, interactor: any UpcomingBirthdaysInteractorInterface,
    window: BirthdayWindow, limit: Int
  ) {
    self.view = view
    self.interactor = interactor
    self.window = window
    self.limit = limit
  }

  // MARK: - UpcomingBirthdaysPresenterInterface

  func viewDidLoad() async {
    do {
      let screen = try await UpcomingBirthdaysScreen.load(window: window, limit: limit) {
        try await interactor.retrieveBirthdays(in: window, limit: $0)
      }
      view?.showBirthdays(screen)
    } catch {
      view?.showError(AppFailure(.loadBirthdays, error))
    }
  }
}
