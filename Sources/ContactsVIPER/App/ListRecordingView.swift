import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The list screen's view for `VIPERApp`: remembers what the presenter showed.
final class ListRecordingView: ContactListViewInterface {
  private(set) var answer: Result<ListScreen, AppFailure> = .failure(.unanswered)
  /// The row the list inserted once the add screen it opened saved a contact.
  private(set) var inserted: ContactViewModel?

  func reloadInterface(with contacts: [ContactViewModel]) {
    answer = .success(.rows(contacts, previous: nil, next: nil, place: nil))
  }

  func showPaging(previous: PageRequest?, next: PageRequest?) {
    if case .success(.rows(let rows, _, _, let place)) = answer {
      answer = .success(.rows(rows, previous: previous, next: next, place: place))
    }
  }

  func showPlace(_ place: ListPlace?) {
    if case .success(.rows(let rows, let previous, let next, _)) = answer {
      answer = .success(.rows(rows, previous: previous, next: next, place: place))
    }
  }

  func showNoContentScreen() { answer = .success(.noContent) }
  func showNoResults(for query: String) { answer = .success(.noResults(query)) }
  func showEmptyGroup(_ group: String) { answer = .success(.emptyGroup(group)) }
  func showEndOfList(restart: PageRequest) { answer = .success(.endOfList(restart: restart)) }
  func didInsertContact(_ contact: ContactViewModel, at index: Int) { inserted = contact }
  func showError(_ failure: AppFailure) { answer = .failure(failure) }
}
