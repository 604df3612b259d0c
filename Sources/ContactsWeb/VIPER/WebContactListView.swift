import ContactsDomain
import ContactsVIPER

/// The list page's view: remembers what the list presenter told it, for the page to render.
final class WebContactListView: ContactListViewInterface {
  /// The presenter this view sends the person's actions to; the view owns it.
  var presenter: (any ContactListPresenterInterface & AddModuleDelegate)?
  /// What the list shows.
  private(set) var screen = ListScreen.noContent
  /// The row the presenter inserted after an add, to mark on the next page.
  private(set) var inserted: ContactViewModel?

  func reloadInterface(with contacts: [ContactViewModel]) { screen = .rows(contacts) }
  func showPaging(previous: PageRequest?, next: PageRequest?) {}
  func showNoContentScreen() { screen = .noContent }
  func showNoResults(for query: String) { screen = .noContent }
  func didRemoveContact(at index: Int) {}
  func didInsertContact(_ contact: ContactViewModel, at index: Int) { inserted = contact }
  func showError(_ message: String) { screen = .error(message) }
}
