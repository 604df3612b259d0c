import ContactsDomain
import ContactsVIPER

/// The add page's view: remembers the alert the add presenter showed.
final class WebAddContactView: AddContactViewInterface {
  /// The alert to show on the page; nil when none.
  private(set) var alert: String?

  func showForm(_ form: ContactForm, isEditing: Bool) {}
  func showAlert(_ message: String) { alert = message }
}
