import ContactsDomain

/// Builds the upcoming birthdays module. It navigates nowhere: a front end leaves the
/// upcoming birthdays screen on its own, asking nothing of the app.
public enum UpcomingBirthdaysWireframe {
  /// Assembles the upcoming birthdays module, showing up to `limit` contacts.
  public static func createUpcomingBirthdaysModule(
    view: any UpcomingBirthdaysViewInterface,
    repository: any ContactRepository,
    limit: Int = PageRequest.defaultLimit
  ) -> any UpcomingBirthdaysPresenterInterface {
    UpcomingBirthdaysPresenter(
      view: view,
      interactor: UpcomingBirthdaysInteractor(repository: repository, limit: limit)
    )
  }
}
