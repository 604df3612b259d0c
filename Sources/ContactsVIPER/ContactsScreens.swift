import ContactsDomain

/// What a front end does when a wireframe shows or closes a screen: UIKit's `present` and
/// `dismiss`, as a page, a redirect or a printed line.
public protocol ContactsScreens: AnyObject {
  /// A new, not yet shown view for the add contact screen.
  func makeAddContactView() -> any AddContactViewInterface
  /// Shows the add contact screen, whose presenter is `presenter`.
  func presentAddContact(_ presenter: any AddContactPresenterInterface)
  /// Closes the add contact screen.
  func dismissAddContact()
}
