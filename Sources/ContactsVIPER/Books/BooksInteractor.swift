import ContactsDomain

/// Reads and changes the owner's books through the shelf.
final class BooksInteractor: BooksInteractorInterface {
  private let books: OwnedBooks

  init(books: OwnedBooks) {
    self.books = books
  }

  var owner: String { books.owner }

  func retrieveBooks() async throws -> (books: [ShelvedBook], defaultBook: String?) {
    (try await books.shelf.books(of: owner), books.shelf.defaultBook(of: owner))
  }

  func makeBook(_ name: String, displayName: String?) async throws -> ShelvedBook {
    try await books.shelf.makeBook(name, displayName: displayName, of: owner)
  }

  func removeBook(_ name: String) async throws {
    try await books.shelf.removeBook(name, of: owner)
  }
}
