import ContactsDomain
import ContactsPresentation

/// The Books screen's logic: loads the books and shows what `BooksScreen` decided; adds a
/// book; asks before removing one, as the screen allows, then removes it.
final class BooksPresenter: BooksPresenterInterface {
  weak var view: (any BooksViewInterface)?
  private let interactor: any BooksInteractorInterface
  /// The screen shown, once loaded.
  private var screen: BooksScreen?
  /// The book the question is about.
  private var confirming: BookRow?

  init(view: any BooksViewInterface, interactor: any BooksInteractorInterface) {
    self.view = view
    self.interactor = interactor
  }

  // MARK: - BooksPresenterInterface

  func viewDidLoad() async {
    do {
      let loaded = try await interactor.retrieveBooks()
      let screen = BooksScreen(
        loaded.books, of: interactor.owner, defaultBook: loaded.defaultBook)
      self.screen = screen
      view?.showScreen(screen)
    } catch {
      view?.showError(AppFailure(.loadBooks, error))
    }
  }

  func addTapped(name: String, displayName: String?) async {
    do {
      let book = try await interactor.makeBook(name, displayName: displayName)
      view?.showAdded(BookRow(book, of: interactor.owner, isTheDatabase: false))
    } catch {
      view?.showError(AppFailure(.addBook, error))
    }
  }

  func removeTapped(_ name: String) {
    do throws(BookShelfError) {
      guard let row = try screen?.removable(name) else { return }
      confirming = row
      view?.showRemoveQuestion(row)
    } catch {
      view?.showError(AppFailure(.removeBook, error))
    }
  }

  func removeConfirmed() async {
    guard let row = confirming else { return }
    do {
      try await interactor.removeBook(row.name)
      confirming = nil
      view?.showRemoved(row)
    } catch {
      view?.showError(AppFailure(.removeBook, error))
    }
  }
}
