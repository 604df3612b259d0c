import ContactsDomain

/// Builds the Books module. It navigates nowhere: a front end leaves the Books screen on its
/// own, asking nothing of the app.
public enum BooksWireframe {
  /// Assembles the Books module over the owner's `books`.
  public static func createBooksModule(view: any BooksViewInterface, books: OwnedBooks)
    -> any BooksPresenterInterface
  {
    BooksPresenter(view: view, interactor: BooksInteractor(books: books))
  }
}
