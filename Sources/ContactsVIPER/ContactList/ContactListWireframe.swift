import ContactsApp
import ContactsDomain
import ContactsPresentation

/// Builds the list module and knows where it navigates (VIPER's router).
public final class ContactListWireframe: ContactListWireframeInterface {
  private let repository: any ContactRepository
  // Weak: the front end owns its screens, and they own the presented module.
  private weak var screens: (any ContactsScreens)?

  private init(repository: any ContactRepository, screens: any ContactsScreens) {
    self.repository = repository
    self.screens = screens
  }

  /// Assembles view, presenter, interactor and wireframe, the view showing `window` (by
  /// default a first window of the default size, not yet loaded); the caller keeps the presenter.
  public static func createContactListModule(
    view: any ContactListViewInterface,
    repository: any ContactRepository,
    screens: any ContactsScreens,
    window: ContactListWindow = ContactListWindow()
  ) -> any ContactListPresenterInterface & AddModuleDelegate {
    ContactListPresenter(
      view: view,
      interactor: ContactListInteractor(repository: repository),
      wireframe: ContactListWireframe(repository: repository, screens: screens),
      window: window
    )
  }

  // MARK: - ContactListWireframeInterface

  public func presentAddContactScreen(delegate: any AddModuleDelegate) {
    guard let screens else { return }
    AddContactWireframe.presentModule(on: screens, delegate: delegate, repository: repository)
  }
}
