import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Testing

@Suite("VIPER: the Books module")
struct BooksModuleTests {
  private struct Module {
    let presenter: any BooksPresenterInterface
    let view = BooksViewSpy()

    init(_ books: OwnedBooks) {
      presenter = BooksWireframe.createBooksModule(view: view, books: books)
    }
  }

  private static let family = BookRow(
    ShelvedBook(name: "family", displayName: "Family"), of: "default", isTheDatabase: false)

  @Test func theScreenShowsTheOwnersBooksAsBooksScreenDecides() async throws {
    let module = Module(
      OwnedBooks(shelf: try await ReferenceBookShelf.withFamily(), owner: "default"))
    await module.presenter.viewDidLoad()
    #expect(
      module.view.calls == [
        .screen(
          BooksScreen(
            [
              ShelvedBook(name: "contacts", displayName: nil),
              ShelvedBook(name: "family", displayName: "Family"),
            ], of: "default", defaultBook: "contacts"))
      ])
  }

  @Test func addForwardsTheShelfsBookOrItsRefusal() async throws {
    let shelf = try await ReferenceBookShelf.withFamily()
    let module = Module(OwnedBooks(shelf: shelf, owner: "default"))
    await module.presenter.addTapped(name: "work", displayName: nil)
    await module.presenter.addTapped(name: "family", displayName: nil)
    #expect(
      module.view.calls == [
        .added(
          BookRow(ShelvedBook(name: "work", displayName: nil), of: "default", isTheDatabase: false)),
        .error(AppFailure(.addBook, BookShelfError.exists(name: "family"))),
      ])
  }

  @Test func removeAsksFirstThenRemovesAndRefusesTheDatabase() async throws {
    let shelf = try await ReferenceBookShelf.withFamily()
    let module = Module(OwnedBooks(shelf: shelf, owner: "default"))
    await module.presenter.viewDidLoad()
    module.presenter.removeTapped("contacts")
    module.presenter.removeTapped("family")
    #expect(try await shelf.books(of: "default").count == 2, "nothing removed before the answer")
    await module.presenter.removeConfirmed()
    #expect(
      module.view.calls.dropFirst() == [
        .error(AppFailure(.removeBook, BookShelfError.isTheDefaultBook(name: "contacts"))),
        .question(Self.family),
        .removed(Self.family),
      ])
    #expect(try await shelf.books(of: "default").map(\.name) == ["contacts"])
  }

  @Test func noShelfIsTheScreensFailure() async {
    let module = Module(.none)
    await module.presenter.viewDidLoad()
    #expect(module.view.calls == [.error(AppFailure(.loadBooks, BookShelfError.unavailable))])
  }
}
