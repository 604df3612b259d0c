import ContactsDomain

/// Builds the add module and closes its screen.
public final class AddContactWireframe: AddContactWireframeInterface {
  // Weak: the front end owns its screens, and they own the presented module.
  private weak var screens: (any ContactsScreens)?

  private init(screens: any ContactsScreens) {
    self.screens = screens
  }

  /// Assembles the add module; it reports the new contact to `delegate`.
  public static func createAddContactModule(
    view: any AddContactViewInterface,
    delegate: any AddModuleDelegate,
    repository: any ContactRepository,
    screens: any ContactsScreens
  ) -> any AddContactPresenterInterface {
    AddContactPresenter(
      view: view,
      delegate: delegate,
      interactor: AddContactInteractor(repository: repository),
      wireframe: AddContactWireframe(screens: screens)
    )
  }

  // MARK: - AddContactWireframeInterface

  public func dismissAddContactScreen() {
    screens?.dismissAddContact()
  }
}
