import ContactsDomain

/// Builds the History module. It navigates nowhere: a front end leaves the History screen on
/// its own, asking nothing of the app.
public enum HistoryWireframe {
  /// Assembles the History module of contact `contactID`, showing up to `limit` versions.
  public static func createHistoryModule(
    view: any HistoryViewInterface,
    repository: any ContactRepository,
    contactID: Contact.ID,
    limit: Int = PageRequest.defaultLimit
  ) -> any HistoryPresenterInterface {
    HistoryPresenter(
      view: view,
      interactor: HistoryInteractor(repository: repository, contactID: contactID),
      contactID: contactID, limit: limit)
  }
}
