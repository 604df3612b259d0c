import ContactsTestSupport
import Foundation
import HTTPTypes
import Testing

extension SameBytesWebSpec {
  /// The Books screen: the database's own book listed with its CardDAV address, a book added
  /// (its display name trimmed), a name the shelf's rule refuses and a name taken shown in the
  /// error summary with what was typed, a forged add, Remove asking first, Cancel, the removal,
  /// and the database itself refused with BookShelfError's sentence.
  func books(_ web: TwoBuildsWeb) async throws {
    let token = TwoBuildsWeb.token
    let first = try await web.get("books")
    #expect(first.status == .ok)
    #expect(first.body.contains("<span class=\"name\">contacts</span>"))
    #expect(first.body.contains("<code>http://localhost/dav/books/default/contacts/</code>"))
    #expect(first.body.contains("This database: never removed."))
    #expect(first.body.contains("<a href=\"/BUILD/books\" aria-current=\"page\">Books</a>"))

    let added = try await web.post(
      "books", "csrf=\(token)&name=Family+%26+friends&displayName=+Family+")
    #expect(added.status == .seeOther)
    #expect(added.location == "/BUILD/books?added=Family%20%26%20friends")
    let listed = try await web.get("books?added=Family%20%26%20friends")
    #expect(listed.body.contains("Added the book “Family &amp; friends”."))
    #expect(listed.body.contains("<span class=\"name\">Family</span>"))
    #expect(
      listed.body.contains(
        "<code>http://localhost/dav/books/default/Family%20%26%20friends/</code>"))

    let refused = try await web.post("books", "csrf=\(token)&name=a%2Fb&displayName=Work")
    #expect(refused.status == .unprocessableContent)
    #expect(
      refused.body.contains(
        "<a href=\"#name\">Could not add the book: &quot;a/b&quot; cannot be a book name: "
          + "it has a /</a>"))
    #expect(refused.body.contains("value=\"a/b\""))
    #expect(refused.body.contains("value=\"Work\""))
    let taken = try await web.post("books", "csrf=\(token)&name=contacts")
    #expect(taken.status == .unprocessableContent)
    #expect(taken.body.contains("there is already a book named &quot;contacts&quot;"))
    try await web.post("books", "csrf=\(token)&name=")
    #expect(try await web.post("books", "csrf=0000&name=x").status == .forbidden)

    let question = try await web.get("books/remove?name=Family%20%26%20friends")
    #expect(
      question.body.contains(
        "Remove the book “Family &amp; friends” with all its contacts? It cannot be undone."))
    let cancelled = try await web.post(
      "books/remove", "csrf=\(token)&name=Family+%26+friends&action=cancel")
    #expect(cancelled.location == "/BUILD/books")
    #expect(try await web.get("books").body.contains("Family%20%26%20friends"))
    #expect(
      try await web.post("books/remove", "csrf=0000&name=Family+%26+friends").status
        == .forbidden)
    let removed = try await web.post("books/remove", "csrf=\(token)&name=Family+%26+friends")
    #expect(removed.status == .ok)
    #expect(removed.body.contains("Removed the book “Family &amp; friends” with its contacts."))
    #expect(!removed.body.contains("Family%20%26%20friends"))
    #expect(try await web.get("books/remove?name=Family%20%26%20friends").status == .notFound)
    #expect(try await web.post("books/remove", "csrf=\(token)&name=nope").status == .notFound)

    for ask in [
      { try await web.get("books/remove?name=contacts") },
      { try await web.post("books/remove", "csrf=\(token)&name=contacts") },
    ] {
      let database = try await ask()
      #expect(database.status == .unprocessableContent)
      #expect(database.body.contains("There is a problem"))
      #expect(
        database.body.contains(
          "the book &quot;contacts&quot; is the database itself, which is never removed"))
    }
    try await web.get("books")
  }
}
