import ContactsDomain

/// Builds the Rewind module. It navigates nowhere: a front end leaves the Rewind screen on its
/// own, asking nothing of the app.
public enum RewindWireframe {
  /// Assembles the Rewind module.
  public static func createRewindModule(
    view: any RewindViewInterface,
    repository: any ContactRepository
  ) -> any RewindPresenterInterface {
    RewindPresenter(view: view, interactor: RewindInteractor(repository: repository))
  }
}
