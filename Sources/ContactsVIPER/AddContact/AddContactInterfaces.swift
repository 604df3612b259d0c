import ContactsApp
import ContactsDomain
import ContactsPresentation

/// How the add module reports back to the module that presented it.
public protocol AddModuleDelegate: AnyObject {
  func didAddContact(_ contact: Contact)
  func didUpdateContact(_ contact: Contact)
}

/// What the presenter tells the add view.
public protocol AddContactViewInterface: AnyObject {
  /// Shows the form: empty to add a contact, filled to edit one.
  func showForm(_ form: ContactForm, isEditing: Bool)
  /// Shows an alert such as "A contact must have first and last names".
  func showAlert(_ failure: AppFailure)
}

/// What the add view tells its presenter.
public protocol AddContactPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad()
  /// Call when the user taps Done with what they typed and the photo they picked, if any:
  /// saved as one change.
  func doneTapped(_ form: ContactForm, photo: PhotoChange) async
  /// Call when the user taps Cancel: the screen closes, nothing saved.
  func cancelTapped()
}

extension AddContactPresenterInterface {
  /// Call when the user taps Done with what they typed, no photo picked.
  public func doneTapped(_ form: ContactForm) async {
    await doneTapped(form, photo: .keep)
  }
}

/// Where the add presenter saves: a new contact, or the edited one.
public protocol AddContactInteractorInterface {
  /// The contact being edited; nil when adding.
  var editedContact: Contact? { get }
  /// Saves `draft` with `photo` as one change.
  func save(_ draft: ContactDraft, photo: PhotoChange) async throws -> Contact
}

/// Where the add presenter navigates to.
public protocol AddContactWireframeInterface {
  /// Closes the add screen.
  func dismissAddContactScreen()
}
