import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The groups screen's logic: asks the interactor for the groups and tells the view what
/// `GroupsScreen` decided it shows.
final class GroupsPresenter: GroupsPresenterInterface {
  weak var view: (any GroupsViewInterface)?
  private let interactor: any GroupsInteractorInterface

  init(view: any GroupsViewInterface, interactor: any GroupsInteractorInterface) {
    self.view = view
    self.interactor = interactor
  }

  func viewDidLoad() async {
    let screen: GroupsScreen
    do {
      screen = GroupsScreen(try await interactor.retrieveGroups())
    } catch {
      view?.showError(AppFailure(.loadGroups, error))
      return
    }
    switch screen {
    case .groups(let rows): view?.showGroups(rows)
    case .noGroups: view?.showNoGroups()
    }
  }
}
