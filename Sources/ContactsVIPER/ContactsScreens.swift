import ContactsDomain

/// What a front end does when a wireframe shows or closes a screen: UIKit's `present` and
/// `dismiss`, as a page, a redirect or a printed line. Three requirements, however many modules:
/// a new module adds a destination and a module name, and a front end that never shows it
/// changes nothing.
public protocol ContactsScreens: AnyObject {
  /// A new, not yet shown view of the kind asked for, such as `(any AddContactViewInterface)
  /// .self`. A front end is asked only for the views of the screens it shows: asked for one it
  /// cannot make, it stops the program (a precondition), never leaves the screen unshown.
  func makeView<View>(_ kind: View.Type) -> View
  /// Shows the screen `destination` names, run by its presenter.
  func present(_ destination: ContactsDestination)
  /// Closes the screen of `module`.
  func dismiss(_ module: ContactsModule)
}

/// A screen a wireframe shows, with the presenter that runs it.
public enum ContactsDestination {
  /// The add screen, or the edit screen of a contact.
  case addContact(any AddContactPresenterInterface)
}

/// The modules whose screens a wireframe closes.
public enum ContactsModule: Equatable, Sendable {
  /// The add (or edit) module.
  case addContact
  /// The details module.
  case contactDetails
}
