import ContactsBuilds
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// The Books page in a real headless Chromium at a desktop's width and a phone's: a book
/// added, a name refused in the error summary, Remove asking first, the book removed.
@Suite("The Books page in the browser", .serialized, .timeLimit(.minutes(20)), .tags(.slow))
struct BooksBrowserTests {
  @Test(arguments: [
    (Architecture.mvvm, Chromium.Options(width: 1280, height: 900)),
    (Architecture.viper, Chromium.Options.phone),
  ])
  func aBookIsAddedRefusedAndRemovedAfterTheQuestion(
    _ build: Architecture, _ options: Chromium.Options
  ) async throws {
    try await withServerAndBrowser(build, options) { app, _ in
      let browser = app.browser
      try await browser.navigate(to: app.baseURL + build.booksPath.dropFirst())
      try await app.waitForTitle(BooksScreen.title)
      try await browser.type("Family & friends", into: app.field(labelled: "Name"))
      try await browser.type("Family", into: app.field(labelled: "Display name (optional)"))
      try await browser.click(app.button("Add book"))
      try await browser.wait(for: "the book added") {
        try await browser.text(of: browser.find(".notice"))
          == "Added the book “Family & friends”."
      }
      // In name order, as `contacts book list` prints them: "F" before "c".
      var addresses: [String] = []
      for code in try await browser.findAll(".books .address code") {
        addresses.append(try await browser.text(of: code))
      }
      #expect(
        addresses.map { $0.replacing(/^https?:\/\/[^\/]+/, with: "") } == [
          "/dav/books/default/Family%20%26%20friends/", "/dav/books/default/contacts/",
        ])
      try await expectNoWiderThanTheWindow(app, "issue32-books-\(options.width)")

      try await browser.type("a/b", into: app.field(labelled: "Name"))
      try await browser.click(app.button("Add book"))
      try await browser.wait(for: "the refusal") {
        try await browser.text(of: browser.find(".error-summary li"))
          == "Could not add the book: \"a/b\" cannot be a book name: it has a /"
      }
      try await expectNoWiderThanTheWindow(app, "issue32-book-refused-\(options.width)")

      try await browser.click(browser.find("a[aria-label='Remove the book Family & friends']"))
      try await browser.wait(for: "the question") {
        try await browser.text(of: browser.find("#confirm-question"))
          == "Remove the book “Family & friends” with all its contacts? It cannot be undone."
      }
      try await expectNoWiderThanTheWindow(app, "issue32-book-remove-\(options.width)")
      try await browser.click(app.button("Remove book"))
      try await browser.wait(for: "the book removed") {
        try await browser.text(of: browser.find(".notice"))
          == "Removed the book “Family & friends” with its contacts."
      }
      #expect(try await browser.findAll(".books li").count == 1)
    }
  }
}
