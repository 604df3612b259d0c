import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The list screen's view for `VIPERApp`: remembers what the presenter showed.
final class ListRecordingView: ContactListViewInterface {
  private(set) var answer: Result<ListScreen, AppFailure> = .failure(.unanswered)

  func reloadInterface(with contacts: [ContactViewModel]) {
    answer = .success(.rows(contacts, previous: nil, next: nil))
  }

  func showPaging(previous: PageRequest?, next: PageRequest?) {
    if case .success(.rows(let rows, _, _)) = answer {
      answer = .success(.rows(rows, previous: previous, next: next))
    }
  }

  func showNoContentScreen() { answer = .success(.noContent) }
  func showNoResults(for query: String) { answer = .success(.noResults(query)) }
  // One request shows one window: rows inserted into it later are not part of its answer.
  func didInsertContact(_ contact: ContactViewModel, at index: Int) {}
  func didRemoveContact(at index: Int) {}
  func showError(_ failure: AppFailure) { answer = .failure(failure) }
}
