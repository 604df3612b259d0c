import ContactsDomain

/// What a front end does when a wireframe shows or closes a screen: UIKit's `present` and
/// `dismiss`, as a page, a redirect or a printed line.
public protocol ContactsScreens: AnyObject {
  /// A new, not yet shown view for the add (or edit) contact screen.
  func makeAddContactView() -> any AddContactViewInterface
  /// Shows the add or edit screen, whose presenter is `presenter`.
  func presentAddContact(_ presenter: any AddContactPresenterInterface)
  /// Closes the add or edit screen.
  func dismissAddContact()

  /// A new, not yet shown view for the details screen.
  func makeContactDetailsView() -> any ContactDetailsViewInterface
  /// Shows the details screen, whose presenter is `presenter`.
  func presentContactDetails(_ presenter: any ContactDetailsPresenterInterface)
  /// Closes the details screen.
  func dismissContactDetails()
}
