import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("MVVM: BooksViewModel")
struct BooksViewModelTests {
  @Test func theScreenShowsTheOwnersBooksAsBooksScreenDecides() async throws {
    let shelf = try await ReferenceBookShelf.withFamily()
    let screen = BooksViewModel(books: OwnedBooks(shelf: shelf, owner: "default"))
    await screen.viewDidLoad()
    #expect(
      screen.screen
        == BooksScreen(
          [
            ShelvedBook(name: "contacts", displayName: nil),
            ShelvedBook(name: "family", displayName: "Family"),
          ], of: "default", defaultBook: "contacts"))
    #expect(screen.failure == nil)
  }

  @Test func addForwardsTheShelfsBookOrItsRefusal() async throws {
    let shelf = try await ReferenceBookShelf.withFamily()
    let screen = BooksViewModel(books: OwnedBooks(shelf: shelf, owner: "default"))
    await screen.addTapped(name: "work", displayName: nil)
    #expect(
      screen.added
        == BookRow(ShelvedBook(name: "work", displayName: nil), of: "default", isTheDatabase: false)
    )
    await screen.addTapped(name: "a/b", displayName: nil)
    #expect(screen.failure == AppFailure(.addBook, BookShelfError.badName(name: "a/b")))
    #expect(try await shelf.books(of: "default").map(\.name) == ["contacts", "family", "work"])
  }

  @Test func removeAsksFirstThenRemovesAndRefusesTheDatabase() async throws {
    let shelf = try await ReferenceBookShelf.withFamily()
    let screen = BooksViewModel(books: OwnedBooks(shelf: shelf, owner: "default"))
    await screen.viewDidLoad()
    screen.removeTapped("contacts")
    #expect(
      screen.failure == AppFailure(.removeBook, BookShelfError.isTheDefaultBook(name: "contacts")))
    #expect(screen.confirming == nil)
    screen.removeTapped("family")
    let family = try #require(screen.screen?.rows.last)
    #expect(screen.confirming == family)
    #expect(try await shelf.books(of: "default").count == 2, "nothing removed before the answer")
    await screen.removeConfirmed()
    #expect(screen.removed == family)
    #expect(screen.confirming == nil)
    #expect(try await shelf.books(of: "default").map(\.name) == ["contacts"])
  }

  @Test func noShelfIsTheScreensFailureAndNoScreen() async {
    let screen = BooksViewModel(books: .none)
    await screen.viewDidLoad()
    #expect(screen.screen == nil)
    #expect(screen.failure == AppFailure(.loadBooks, BookShelfError.unavailable))
  }
}
