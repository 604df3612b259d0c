import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsVIPER

/// The list screen's passive view: what the list presenter tells it goes into the screens'
/// state, and nothing else happens here.
final class VIPERListView: ContactListViewInterface {
  weak var screens: VIPERScreens?

  func reloadInterface(with contacts: [ContactViewModel]) {
    show(.rows(contacts, previous: nil, next: nil, place: nil))
  }

  func showPaging(previous: PageRequest?, next: PageRequest?) {
    if case .rows(let rows, _, _, let place) = screens?.state.list {
      show(.rows(rows, previous: previous, next: next, place: place))
    }
  }

  func showPlace(_ place: ListPlace?) {
    if case .rows(let rows, let previous, let next, _) = screens?.state.list {
      show(.rows(rows, previous: previous, next: next, place: place))
    }
  }

  func showNoContentScreen() { show(.noContent) }
  func showNoResults(for query: String) { show(.noResults(query)) }
  func showEmptyGroup(_ group: String) { show(.emptyGroup(group)) }
  func showEndOfList(restart: PageRequest) { show(.endOfList(restart: restart)) }

  /// The article's `insertRows(at:)`: the one row goes in at the presenter's index, selected.
  func didInsertContact(_ contact: ContactViewModel, at index: Int) {
    guard case .rows(var rows, let previous, let next, let place) = screens?.state.list else {
      return show(.rows([contact], previous: nil, next: nil, place: nil), inserted: contact.id)
    }
    rows.insert(contact, at: index)
    show(.rows(rows, previous: previous, next: next, place: place), inserted: contact.id)
  }

  func showError(_ failure: AppFailure) {
    screens?.state.listFailure = failure.message
  }

  private func show(_ list: ListScreen, inserted: Contact.ID? = nil) {
    screens?.state.list = list
    screens?.state.listFailure = nil
    screens?.state.inserted = inserted
  }
}
