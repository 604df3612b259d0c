import ContactsBuilds
import ContactsDomain
import ContactsRoot
import ContactsTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The Books page of both builds over HTTP in process, on the shelf `contacts serve` keeps: a
/// `contacts.sqlite` in a temporary folder opened by `AppRoot`, other books files beside it.
@Suite("Books page", .removesTemporaryFolders)
struct BooksPageTests {
  /// The web app over the database in `folder`, its shelf owned by `default` (no accounts).
  private func app(in folder: URL) async throws -> (some ApplicationProtocol, FileBookShelf) {
    let root = try await AppRoot.open(
      databasePath: folder.appendingPathComponent("contacts.sqlite").path, access: .readWrite)
    let shelf = try #require(root.bookShelf(defaultOwner: "default"))
    let books = OwnedBooks(shelf: shelf, owner: "default")
    let app = ContactsWebApp.application(configuration: .init(host: "127.0.0.1", port: 0)) {
      root.app($0, books: books)
    }
    return (app, shelf)
  }

  @Test(arguments: Architecture.allCases)
  func aBookAddedIsAFileOfItsOwnAndRemovedAfterTheQuestion(_ build: Architecture) async throws {
    try await withTemporaryDirectory { folder in
      let (app, shelf) = try await app(in: folder)
      try await app.test(.router) { client in
        #expect(
          try await client.get(build.listPath).text.contains(
            "<a href=\"\(build.booksPath)\">Books</a>"))
        let page = try await client.get(build.booksPath)
        #expect(page.status == .ok)
        #expect(page.text.contains("<code>http://localhost/dav/books/default/contacts/</code>"))
        let session = AddPageSession(token: try #require(page.inputValue(CSRFToken.fieldName)))
        let added = try await client.post(
          build.booksPath, [("name", "work"), ("displayName", "Work")], session: session)
        #expect(added.status == .seeOther)
        #expect(added.headers[.location] == build.booksPath + "?added=work")
        #expect(
          FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("contacts.books/default/work.sqlite").path))
        let listed = try await client.get(build.booksPath + "?added=work")
        #expect(listed.text.contains("Added the book “work”."))
        #expect(listed.text.contains("<code>http://localhost/dav/books/default/work/</code>"))

        let question = try await client.get(build.removeBookPath("work"))
        #expect(question.text.contains("<input type=\"hidden\" name=\"name\" value=\"work\">"))
        let removed = try await client.post(
          build.removeBookPath, [("name", "work")], session: session)
        #expect(removed.status == .ok)
        #expect(removed.text.contains("Removed the book “work” with its contacts."))
        #expect(try await shelf.books(of: "default").map(\.name) == ["contacts"])
      }
    }
  }

  @Test(arguments: Architecture.allCases)
  func refusalsAreSaidInTheErrorSummaryWithTheShelfsSentence(_ build: Architecture)
    async throws
  {
    try await withTemporaryDirectory { folder in
      let (app, shelf) = try await app(in: folder)
      try await app.test(.router) { client in
        let page = try await client.get(build.booksPath)
        let session = AddPageSession(token: try #require(page.inputValue(CSRFToken.fieldName)))
        let long = String(repeating: "é", count: 101)
        for (name, sentence) in [
          ("..", "&quot;..&quot; cannot be a book name: it is .."),
          (long, "cannot be a book name: it is longer than 200 bytes"),
          ("contacts", "there is already a book named &quot;contacts&quot;"),
        ] {
          let refused = try await client.post(build.booksPath, [("name", name)], session: session)
          #expect(refused.status == .unprocessableContent)
          #expect(refused.alert?.hasPrefix("Could not add the book: ") == true)
          #expect(refused.text.contains(sentence))
          #expect(refused.text.contains("aria-invalid=\"true\""))
        }
        let database = try await client.post(
          build.removeBookPath, [("name", "contacts")], session: session)
        #expect(database.status == .unprocessableContent)
        #expect(
          database.alert
            == "Could not remove the book: the book &quot;contacts&quot; is the database "
            + "itself, which is never removed")
        let nobody = try await client.get(build.removeBookPath("nope"))
        #expect(nobody.status == .notFound)
        let forged = try await client.execute(
          uri: build.booksPath, method: .post,
          headers: [
            .contentType: "application/x-www-form-urlencoded", .cookie: session.cookie,
            .origin: "http://localhost",
          ],
          body: ByteBuffer(string: "csrf=\(String(repeating: "0", count: 64))&name=x"))
        #expect(forged.status == .forbidden)
        #expect(try await shelf.books(of: "default").map(\.name) == ["contacts"])
      }
    }
  }
}
