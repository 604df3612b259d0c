import ContactsDomain

/// Builds the list module and knows where it navigates (VIPER's router).
public final class ContactListWireframe: ContactListWireframeInterface {
  private let repository: any ContactRepository
  // Weak: the front end owns its screens, and they own the presented module.
  private weak var screens: (any ContactsScreens)?

  private init(repository: any ContactRepository, screens: any ContactsScreens) {
    self.repository = repository
    self.screens = screens
  }

  /// Assembles view, presenter, interactor and wireframe; the caller keeps the presenter.
  public static func createContactListModule(
    view: any ContactListViewInterface,
    repository: any ContactRepository,
    screens: any ContactsScreens,
    pageSize: Int = PageRequest.defaultLimit
  ) -> any ContactListPresenterInterface & AddModuleDelegate & ContactDetailsModuleDelegate {
    ContactListPresenter(
      view: view,
      interactor: ContactListInteractor(repository: repository),
      wireframe: ContactListWireframe(repository: repository, screens: screens),
      pageSize: pageSize
    )
  }

  // MARK: - ContactListWireframeInterface

  public func presentAddContactScreen(delegate: any AddModuleDelegate) {
    guard let screens else { return }
    AddContactWireframe.presentModule(on: screens, delegate: delegate, repository: repository)
  }

  public func presentContactDetailsScreen(
    id: Contact.ID, delegate: any ContactDetailsModuleDelegate
  ) {
    guard let screens else { return }
    let presenter = ContactDetailsWireframe.createContactDetailsModule(
      id: id, view: screens.makeContactDetailsView(), delegate: delegate, repository: repository,
      screens: screens)
    screens.presentContactDetails(presenter)
  }
}
