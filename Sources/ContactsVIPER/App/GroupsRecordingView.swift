import ContactsApp
import ContactsPresentation

/// The groups screen's view for `VIPERApp`: remembers what the presenter showed.
final class GroupsRecordingView: GroupsViewInterface {
  private(set) var answer: Result<GroupsScreen, AppFailure> = .failure(.unanswered)

  func showGroups(_ groups: [GroupRow]) { answer = .success(.groups(groups)) }
  func showNoGroups() { answer = .success(.noGroups) }
  func showError(_ failure: AppFailure) { answer = .failure(failure) }
}
