import ContactsDomain

/// Builds the rewind module. It navigates nowhere: a front end leaves the
/// rewind screen on its own, asking nothing of the app.
public enum RewindWireframe {
  /// Assembles the rewind module, showing up to `limit` contacts.
  public static func createRewindModule(
    view: any RewindViewInterface,
    repository: any ContactRepository,
    limit: Int = PageRequest.defaultLimit
  ) -> any RewindPresenterInterface {
    RewindPresenter(
      view: view,
      interactor: RewindInteractor(repository: repository, limit: limit)
    )
  }
}
