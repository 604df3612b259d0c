import ContactsVIPER

/// The add page's view: remembers the alert the add presenter showed.
final class WebAddContactView: AddContactViewInterface {
  /// The alert to show on the page; nil when none.
  private(set) var alert: String?

  func showAlert(_ message: String) { alert = message }
}
