import ContactsDomain

/// Builds the sync module. It navigates nowhere: a front end leaves the sync screen on its own,
/// asking nothing of the app.
public enum SyncWireframe {
  /// Assembles the sync module over `manager`.
  public static func createSyncModule(view: any SyncViewInterface, manager: any SyncManager)
    -> any SyncPresenterInterface
  {
    SyncPresenter(view: view, interactor: SyncInteractor(manager: manager))
  }
}
