import ContactsDomain

/// Builds the upcoming birthdays module. It navigates nowhere: a front end leaves the
/// upcoming birthdays screen on its own, asking nothing of the app.
public enum UpcomingBirthdaysWireframe {
  /// Assembles the upcoming birthdays module, showing up to `limit` birthdays of `window`.
  public static func createUpcomingBirthdaysModule(
    view: any UpcomingBirthdaysViewInterface,
    repository: any ContactRepository,
    window: BirthdayWindow,
    limit: Int = PageRequest.defaultLimit
  ) -> any UpcomingBirthdaysPresenterInterface {
    UpcomingBirthdaysPresenter(
      view: view,
      interactor: UpcomingBirthdaysInteractor(repository: repository),
      window: window, limit: limit
    )
  }
}
