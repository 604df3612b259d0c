import ContactsDomain

/// Builds the details module and knows where it navigates.
public final class ContactDetailsWireframe: ContactDetailsWireframeInterface {
  private let repository: any ContactRepository
  // Weak: the front end owns its screens, and they own the presented module.
  private weak var screens: (any ContactsScreens)?

  private init(repository: any ContactRepository, screens: any ContactsScreens) {
    self.repository = repository
    self.screens = screens
  }

  /// Assembles the details module of contact `id`; it reports edits and deletion to `delegate`.
  public static func createContactDetailsModule(
    id: Contact.ID,
    view: any ContactDetailsViewInterface,
    delegate: any ContactDetailsModuleDelegate,
    repository: any ContactRepository,
    screens: any ContactsScreens
  ) -> any ContactDetailsPresenterInterface {
    ContactDetailsPresenter(
      view: view,
      delegate: delegate,
      interactor: ContactDetailsInteractor(repository: repository, id: id),
      wireframe: ContactDetailsWireframe(repository: repository, screens: screens)
    )
  }

  // MARK: - ContactDetailsWireframeInterface

  public func presentEditContactScreen(_ contact: Contact, delegate: any AddModuleDelegate) {
    guard let screens else { return }
    AddContactWireframe.presentModule(
      on: screens, delegate: delegate, repository: repository, editing: contact)
  }

  public func dismissContactDetailsScreen() {
    screens?.dismiss(.contactDetails)
  }
}
