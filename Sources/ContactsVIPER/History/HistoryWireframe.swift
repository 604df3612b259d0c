import ContactsDomain

/// Builds the history module. It navigates nowhere: a front end leaves the
/// history screen on its own, asking nothing of the app.
public enum HistoryWireframe {
  /// Assembles the history module, showing up to `limit` contacts.
  public static func createHistoryModule(
    view: any HistoryViewInterface,
    repository: any ContactRepository,
    limit: Int = PageRequest.defaultLimit
  ) -> any HistoryPresenterInterface {
    HistoryPresenter(
      view: view,
      interactor: HistoryInteractor(repository: repository, limit: limit)
    )
  }
}
