import ContactsBuilds
import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// Details, edit, delete and search in a real headless Chromium, for both builds.
@Suite("The address book in the browser", .serialized, .timeLimit(.minutes(20)), .tags(.slow))
struct AddressBookBrowserTests {
  @Test(arguments: Architecture.allCases, BrowserBook.all)
  func openEditThenDeleteAContact(_ build: Architecture, _ book: BrowserBook) async throws {
    try await withServerAndBrowser(build, on: book) { app, store in
      for (first, last) in [("Zoe", "Adams"), ("Bea", "Brown"), ("Ada", "Lovelace")] {
        _ = try await store.create(ContactDraft(firstName: first, lastName: last))
      }
      try await app.openList()
      try await app.browser.click(try await app.browser.findLink("Ada Lovelace"))
      try await app.waitForTitle("Ada Lovelace")
      // The initials are drawn by the style sheet, beside the name as a picture.
      let drawn = try await app.browser.execute(
        "return getComputedStyle(document.querySelector('.initials'), '::before').content")
      #expect(drawn as? String == "\"AL\"")

      // Edit: a new first name moves the row, and a phone and an email are added.
      try await app.browser.click(try await app.browser.findLink("Edit"))
      try await app.waitForTitle("Edit Contact")
      let first = try await app.field(labelled: "First name")
      try await app.browser.clear(first)
      try await app.browser.type("Cleo", into: first)
      try await app.browser.type("+44 20 7946 0000", into: try await app.field(labelled: "Phone 1"))
      try await app.browser.type("cleo@example.com", into: try await app.field(labelled: "Email 1"))
      if build == .viper { try await saveScreenshot(app.browser, "edit-contact") }
      // Done returns to her details; back to the list, her row has moved and is marked.
      try await app.tapDone(expecting: "Cleo Lovelace")
      try await app.browser.click(try await app.browser.findLink("← Contacts"))
      try await app.waitForTitle("Contacts")
      #expect(try await app.listedNames() == ["Bea Brown", "Cleo Lovelace", "Zoe Adams"])
      let marked = try await app.browser.find(".contact:target")
      #expect(try await app.browser.text(of: marked) == "Cleo Lovelace")

      // Search finds her by her phone's digits.
      try await app.browser.type("7946 0000\u{E007}", into: try await app.field(labelled: "Search"))
      try await app.browser.wait(for: "the search results") {
        try await app.listedNames() == ["Cleo Lovelace"]
      }

      // Delete asks first; the list no longer has her.
      try await app.browser.click(try await app.browser.findLink("Cleo Lovelace"))
      try await app.waitForTitle("Cleo Lovelace")
      if build == .mvvm { try await saveScreenshot(app.browser, "contact-details") }
      try await app.browser.click(try await app.browser.findLink("Delete"))
      try await app.waitForTitle(
        "Delete Cleo Lovelace? It goes to Recently deleted, where it can be restored.")
      if build == .viper { try await saveScreenshot(app.browser, "delete-confirmation") }
      try await app.browser.click(try await app.button("Delete"))
      try await app.waitForTitle("Contacts")
      #expect(try await app.listedNames() == ["Bea Brown", "Zoe Adams"])
      #expect(try await store.allContacts().map(\.fullName) == ["Bea Brown", "Zoe Adams"])
    }
  }

  @Test(arguments: Architecture.allCases)
  func aTwoLineNoteSurvivesDoneThenEditAndDoneAgain(_ build: Architecture) async throws {
    try await withServerAndBrowser(build) { app, store in
      try await app.openList()
      try await app.tapAddContact()
      try await app.type(firstName: "Ada", lastName: "Lovelace")
      // The note waits behind More fields on a new contact's short form.
      try await app.browser.click(try await app.browser.find(".more-fields > summary"))
      // Enter in a textarea is a line break, which the browser sends as CRLF.
      let note = try await app.field(labelled: "Note")
      try await app.browser.type("First line\u{E007}Second line", into: note)
      try await app.tapDone(expecting: "Contacts")
      try await app.browser.click(try await app.browser.findLink("Ada Lovelace"))
      for _ in 1...2 {
        try await app.waitForTitle("Ada Lovelace")
        try await app.browser.click(try await app.browser.findLink("Edit"))
        try await app.waitForTitle("Edit Contact")
        #expect(try await app.value(labelled: "Note") == "First line\nSecond line")
        try await app.tapDone(expecting: "Ada Lovelace")
      }
      #expect(try await store.allContacts().map(\.note) == ["First line\nSecond line"])
    }
  }
}
