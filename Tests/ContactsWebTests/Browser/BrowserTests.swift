import ContactsBuilds
import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// The user's path in a real headless Chromium, against the real `contacts serve`, for both
/// builds. One browser at a time: two cores do not run several well.
@Suite("In the browser", .serialized, .timeLimit(.minutes(20)), .tags(.slow))
struct BrowserTests {
  @Test(arguments: Architecture.allCases)
  func addingAContactMarksItsRowAndScrollsItIntoView(_ build: Architecture) async throws {
    try await withServerAndBrowser(build) { app, store in
      for number in 1...30 {
        _ = try await store.create(ContactDraft(firstName: "Person", lastName: "\(number)"))
      }
      try await app.openList()
      try await app.tapAddContact()
      let focused = try await app.browser.activeElement()
      #expect(try await app.browser.property("id", of: focused) == "firstName")
      try await app.type(firstName: "Zoe", lastName: "Zimmermann")
      try await app.tapDone(expecting: "Contacts")

      let zoe = try #require(try await store.allContacts().last)
      #expect(zoe.fullName == "Zoe Zimmermann")
      #expect(try await app.browser.currentURL().hasSuffix("&saved=\(zoe.id)#contact-\(zoe.id)"))
      let marked = try await app.browser.find(".contact.added")
      #expect(try await app.browser.text(of: marked) == "Zoe Zimmermann")
      #expect(try await app.browser.property("id", of: marked) == "contact-\(zoe.id)")
      let inView = try await app.browser.execute(
        """
        const row = document.querySelector('.contact.added').getBoundingClientRect();
        return window.scrollY > 0 && row.top >= 0 && row.bottom <= window.innerHeight;
        """)
      #expect(inView as? Bool == true)
    }
  }

  @Test(arguments: Architecture.allCases)
  func doneWithABlankNameShowsTheAlertAndKeepsWhatWasTyped(_ build: Architecture) async throws {
    try await withServerAndBrowser(build) { app, store in
      try await app.openList()
      try await app.tapAddContact()
      try await app.type(firstName: "Ada", lastName: "   ")
      try await app.tapDone(expecting: "Add Contact")
      #expect(try await app.alert().contains("A contact must have first and last names"))
      #expect(try await app.value(labelled: "First name") == "Ada")
      #expect(try await store.allContacts().isEmpty)
      if build == .viper { try await saveScreenshot(app.browser, "add-contact-alert") }
    }
  }

  @Test(arguments: Architecture.allCases)
  func cancelReturnsToTheListAndStoresNothing(_ build: Architecture) async throws {
    try await withServerAndBrowser(build) { app, store in
      try await app.openList()
      try await app.tapAddContact()
      try await app.type(firstName: "Ada", lastName: "Lovelace")
      try await app.tapCancel()
      // The page says so in words, and shows no list at all.
      #expect(try await app.browser.text(of: app.browser.find(".empty")).hasPrefix("No contacts"))
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test(arguments: Architecture.allCases)
  func theListIgnoresAccentsAndCase(_ build: Architecture) async throws {
    try await withServerAndBrowser(build) { app, _ in
      try await app.openList()
      for (first, last) in [
        ("Zoe", "Adams"), ("émile", "zola"), ("adam", "smith"), ("Ángel", "Díaz"),
      ] {
        try await app.tapAddContact()
        // The last name ends with Enter: the keyboard's way to press Done, the form's default.
        try await app.type(firstName: first, lastName: last + "\u{E007}")
        try await app.waitForTitle("Contacts")
      }
      #expect(
        try await app.listedNames() == ["adam smith", "Ángel Díaz", "émile zola", "Zoe Adams"])
      if build == .mvvm { try await saveScreenshot(app.browser, "contact-list") }
    }
  }

  @Test(arguments: Architecture.allCases)
  func contactsAreStillThereAfterTheServerRestarts(_ build: Architecture) async throws {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    try await Chromium.withBrowser { browser in
      let first = try await ServerProcess.contacts(database: path)
      defer { first.process.kill() }
      let before = ContactsPages(browser: browser, baseURL: first.baseURL, build: build)
      try await before.openList()
      try await before.tapAddContact()
      try await before.type(firstName: "Ada", lastName: "Lovelace")
      try await before.tapDone(expecting: "Contacts")
      first.process.interrupt()
      #expect(try await first.process.exitStatus() == 0)

      let second = try await ServerProcess.contacts(database: path)
      defer { second.process.kill() }
      let after = ContactsPages(browser: browser, baseURL: second.baseURL, build: build)
      try await after.openList()
      #expect(try await after.listedNames() == ["Ada Lovelace"])
    }
  }

  @Test(arguments: Architecture.allCases)
  func everyFlowWorksWithJavaScriptTurnedOff(_ build: Architecture) async throws {
    var options = Chromium.Options()
    options.javaScript = false
    try await withServerAndBrowser(build, options) { app, store in
      try await app.openList()
      try await app.tapAddContact()
      try await app.tapDone(expecting: "Add Contact")
      #expect(try await app.alert().contains("A contact must have first and last names"))
      try await app.tapCancel()
      try await app.tapAddContact()
      try await app.type(firstName: "<script>alert(1)</script>", lastName: "Turing")
      try await app.tapDone(expecting: "Contacts")
      #expect(try await app.listedNames() == ["<script>alert(1)</script> Turing"])
      #expect(try await store.allContacts().count == 1)
    }
  }

  @Test func theListReadsWellAtPhoneWidth() async throws {
    try await withServerAndBrowser(.viper, .phone) { app, store in
      for (first, last) in [("Ada", "Lovelace"), ("Grace", "Hopper"), ("Ángel", "Díaz")] {
        _ = try await store.create(ContactDraft(firstName: first, lastName: last))
      }
      try await app.openList()
      let fits = try await app.browser.execute(
        "return document.documentElement.scrollWidth <= window.innerWidth;")
      #expect(fits as? Bool == true)
      try await saveScreenshot(app.browser, "contact-list-phone")
    }
  }
}
