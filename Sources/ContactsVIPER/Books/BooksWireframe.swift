import ContactsDomain

/// Builds the books module. It navigates nowhere: a front end leaves the
/// books screen on its own, asking nothing of the app.
public enum BooksWireframe {
  /// Assembles the books module, showing up to `limit` contacts.
  public static func createBooksModule(
    view: any BooksViewInterface,
    repository: any ContactRepository,
    limit: Int = PageRequest.defaultLimit
  ) -> any BooksPresenterInterface {
    BooksPresenter(
      view: view,
      interactor: BooksInteractor(repository: repository, limit: limit)
    )
  }
}
