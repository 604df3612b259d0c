import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation

/// How the details module reports back to the module that presented it.
public protocol ContactDetailsModuleDelegate: AnyObject {
  func didUpdateContact(_ contact: Contact)
  func didDeleteContact(_ id: Contact.ID)
}

/// What the presenter tells the details view.
public protocol ContactDetailsViewInterface: AnyObject {
  /// Shows the contact.
  func showContact(_ card: ContactCard)
  /// Asks "Delete <name>?"; the view answers with `deleteConfirmed` or `deleteCancelled`.
  func askToConfirmDelete(of card: ContactCard)
  /// Shows the photo full size; nil when the contact has none.
  func showPhoto(_ photo: ContactPhoto?)
  /// Shows a sentence saying what went wrong.
  func showError(_ failure: AppFailure)
}

/// What the details view tells its presenter.
public protocol ContactDetailsPresenterInterface: AnyObject {
  /// Call when the screen appears.
  func viewDidLoad() async
  /// Call when the user taps Edit.
  func editTapped()
  /// Call when the user taps Delete.
  func deleteTapped()
  /// Call when the user confirms the deletion.
  func deleteConfirmed() async
  /// Call when the user decides not to delete.
  func deleteCancelled()
  /// Call when the screen shows the photo full size.
  func photoShown() async
  /// Call when the user picked a photo (an image file's bytes), or removed it (nil).
  func photoPicked(_ data: Data?) async
}

/// Where the details presenter gets and deletes its contact.
public protocol ContactDetailsInteractorInterface {
  func retrieveContact() async throws -> Contact
  func deleteContact() async throws
  func retrievePhoto() async throws -> ContactPhoto?
  func savePhoto(_ photo: ContactPhoto?) async throws
}

/// Where the details presenter navigates to.
public protocol ContactDetailsWireframeInterface {
  /// Shows the add module in edit mode for `contact`, reporting back to `delegate`.
  func presentEditContactScreen(_ contact: Contact, delegate: any AddModuleDelegate)
  /// Closes the details screen.
  func dismissContactDetailsScreen()
}
