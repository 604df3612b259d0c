import ContactsVIPER

/// The web's navigation: presenting the add screen means answering with the add page,
/// dismissing it means a 303 back to the list.
final class WebScreens: ContactsScreens {
  /// Which page the browser should see once the modules are done.
  enum Navigation: Equatable {
    case list
    case addContact
  }

  private(set) var navigation = Navigation.list
  let addView = WebAddContactView()
  /// The presented add screen's presenter, which the person's Done or Cancel goes to.
  private(set) var addPresenter: (any AddContactPresenterInterface)?

  func makeAddContactView() -> any AddContactViewInterface { addView }

  func presentAddContact(_ presenter: any AddContactPresenterInterface) {
    addPresenter = presenter
    navigation = .addContact
  }

  func dismissAddContact() {
    navigation = .list
  }

  func makeContactDetailsView() -> any ContactDetailsViewInterface { fatalError("not yet") }
  func presentContactDetails(_ presenter: any ContactDetailsPresenterInterface) {}
  func dismissContactDetails() {}
}
