import ContactsDomain
import ContactsPresentation
import Testing

@Suite("The Books screen says it once, for both builds")
struct BooksScreenTests {
  private let screen = BooksScreen(
    [
      ShelvedBook(name: "work & more", displayName: "Work"),
      ShelvedBook(name: "contacts", displayName: nil),
    ], of: "ada lovelace", defaultBook: "contacts")

  @Test func theBooksAreInNameOrderWithTheAddressTheServerAnnounces() {
    #expect(screen.rows.map(\.name) == ["contacts", "work & more"])
    #expect(
      screen.rows.map(\.path) == [
        "/dav/books/ada%20lovelace/contacts/", "/dav/books/ada%20lovelace/work%20%26%20more/",
      ])
    #expect(screen.rows.map(\.shownName) == ["contacts", "Work"])
    #expect(screen.rows.map(\.isTheDatabase) == [true, false])
    #expect(screen.notice == nil)
    #expect(BooksScreen([], of: "bob", defaultBook: nil).notice == "No books yet.")
  }

  @Test func removeAsksAboutABookShownButTheDatabaseItself() throws {
    #expect(try screen.removable("work & more") == screen.rows[1])
    #expect(throws: BookShelfError.isTheDefaultBook(name: "contacts")) {
      try screen.removable("contacts")
    }
    #expect(throws: BookShelfError.notFound(name: "nope")) { try screen.removable("nope") }
  }

  @Test func itsSentences() {
    let row = screen.rows[1]
    #expect(
      row.removeQuestion
        == "Remove the book “work & more” with all its contacts? It cannot be undone.")
    #expect(row.addedSentence == "Added the book “work & more”.")
    #expect(row.removedSentence == "Removed the book “work & more” with its contacts.")
    #expect(BooksScreen.displayName(typed: "  Family ") == "Family")
    #expect(BooksScreen.displayName(typed: " \n") == nil)
    #expect(BooksScreen.displayName(typed: nil) == nil)
  }

  @Test func aFailureStartsWithItsActionsSentenceAndKeepsTheShelfsReason() {
    #expect(
      AppFailure(.addBook, BookShelfError.badName(name: "a/b"))
        == .bookRefused(
          .badName(name: "a/b"),
          message: "Could not add the book: \"a/b\" cannot be a book name: it has a /"))
    #expect(
      AppFailure(.removeBook, BookShelfError.isTheDefaultBook(name: "contacts")).message
        == "Could not remove the book: the book \"contacts\" is the database itself, "
        + "which is never removed")
    #expect(
      AppFailure(.loadBooks, BookShelfError.unavailable).message
        == "Could not load the books: this address book keeps no other books")
  }
}
