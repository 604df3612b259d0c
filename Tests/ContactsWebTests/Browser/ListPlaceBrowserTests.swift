import ContactsBuilds
import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// The list's place, its paging above the rows and its index, in a real headless Chromium at a
/// desktop's width and a phone's.
@Suite("The list's place in the browser", .serialized, .timeLimit(.minutes(20)), .tags(.slow))
struct ListPlaceBrowserTests {
  @Test(
    arguments: [
      ("contact-list-place", Chromium.Options(width: 1280, height: 900)),
      ("contact-list-place-phone", .phone),
    ], BrowserBook.all)
  func nextAboveTheRowsOpensTheSecondWindowAndSaysWhereItStands(
    _ screen: (name: String, options: Chromium.Options), _ book: BrowserBook
  ) async throws {
    let (name, options) = screen
    try await withServerAndBrowser(.mvvm, options, on: book) { app, store in
      for number in 1...120 {
        _ = try await store.create(
          try ContactDraft(
            firstName: "Person", lastName: String(String(1000 + number).dropFirst())))
      }
      for (first, last) in [("Анна", "Ахматова"), ("Σοφία", "Βέμπο"), ("小明", "王")] {
        _ = try await store.create(try ContactDraft(firstName: first, lastName: last))
      }
      try await app.openList()
      #expect(try await app.browser.text(of: app.browser.find(".place")) == "1–50 of 123")
      let top = try await app.browser.find("nav[aria-label='Pages above the list'] a[rel=next]")
      try await app.browser.click(top)
      try await app.browser.wait(for: "the second window") {
        try await app.listedNames().first == "Person 051"
      }
      #expect(try await app.browser.text(of: app.browser.find(".place")) == "51–100 of 123")
      let fits = try await app.browser.execute(
        "return document.documentElement.scrollWidth <= window.innerWidth;")
      #expect(fits as? Bool == true)
      try await saveScreenshot(app.browser, name)
    }
  }
}
