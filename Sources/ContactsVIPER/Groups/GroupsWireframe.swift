import ContactsDomain

/// Builds the groups module. It navigates nowhere: a group's contacts are the list's, opened
/// by a front end with the group set.
public enum GroupsWireframe {
  /// Assembles the groups module over `repository`.
  public static func createGroupsModule(
    view: any GroupsViewInterface, repository: any ContactRepository
  ) -> any GroupsPresenterInterface {
    GroupsPresenter(view: view, interactor: GroupsInteractor(repository: repository))
  }
}
