import ContactsDomain

/// Builds the add module and closes its screen.
public final class AddContactWireframe: AddContactWireframeInterface {
  // Weak: the front end owns its screens, and they own the presented module.
  private weak var screens: (any ContactsScreens)?

  private init(screens: any ContactsScreens) {
    self.screens = screens
  }

  /// Assembles the add module, or the edit module of `contact` when given; it reports the
  /// saved contact to `delegate`.
  public static func createAddContactModule(
    view: any AddContactViewInterface,
    delegate: any AddModuleDelegate,
    repository: any ContactRepository,
    screens: any ContactsScreens,
    editing contact: Contact? = nil
  ) -> any AddContactPresenterInterface {
    AddContactPresenter(
      view: view,
      delegate: delegate,
      interactor: AddContactInteractor(repository: repository, editing: contact),
      wireframe: AddContactWireframe(screens: screens)
    )
  }

  /// Builds the add (or edit) module and asks `screens` to present it.
  static func presentModule(
    on screens: any ContactsScreens, delegate: any AddModuleDelegate,
    repository: any ContactRepository, editing contact: Contact? = nil
  ) {
    let view = screens.makeView((any AddContactViewInterface).self)
    screens.present(
      .addContact(
        createAddContactModule(
          view: view, delegate: delegate, repository: repository, screens: screens,
          editing: contact)))
  }

  // MARK: - AddContactWireframeInterface

  public func dismissAddContactScreen() {
    screens?.dismiss(.addContact)
  }
}
