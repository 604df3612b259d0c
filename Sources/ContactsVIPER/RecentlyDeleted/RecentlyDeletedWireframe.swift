import ContactsDomain

/// Builds the Recently deleted module. It navigates nowhere: a front end leaves the screen on
/// its own, asking nothing of the app.
public enum RecentlyDeletedWireframe {
  /// Assembles the Recently deleted module, showing up to `limit` contacts.
  public static func createRecentlyDeletedModule(
    view: any RecentlyDeletedViewInterface,
    repository: any ContactRepository,
    limit: Int = PageRequest.defaultLimit
  ) -> any RecentlyDeletedPresenterInterface {
    RecentlyDeletedPresenter(
      view: view, interactor: RecentlyDeletedInteractor(repository: repository), limit: limit)
  }
}
