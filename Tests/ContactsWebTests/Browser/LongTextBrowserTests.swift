import ContactsBuilds
import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// A name of 5,000 characters with a U+202E in it, and a stored name of 201 characters without
/// a space, at a desktop's width and a phone's: no page grows wider than the window.
@Suite("In the browser, long and reversed names", .serialized, .timeLimit(.minutes(20)))
struct LongTextBrowserTests {
  private static let skippedName = String(repeating: "A", count: 5000) + "\u{202E}Z"

  @Test(arguments: [Chromium.Options(width: 1280, height: 900), .phone])
  func noPageGrowsWiderThanTheWindow(_ options: Chromium.Options) async throws {
    let file = try makeTemporaryDirectory().appendingPathComponent("cards.vcf")
    let card =
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:\(Self.skippedName);;;;\r\nFN:\(Self.skippedName)\r\n"
      + "END:VCARD\r\n"
    try Data(card.utf8).write(to: file)
    try await withServerAndBrowser(.mvvm, options) { app, store in
      let stored = try await store.create(
        ContactDraft(
          firstName: String(repeating: "W", count: 100),
          lastName: String(repeating: "X", count: 100)))
      try await app.browser.navigate(to: app.baseURL + "mvvm/import")
      try await app.waitForTitle("Import Contacts")
      try await app.browser.type(file.path, into: try await app.browser.find("#file"))
      try await app.browser.click(try await app.button("Import"))
      try await app.browser.wait(for: "the import's summary") {
        try await !app.browser.findAll(".notice li").isEmpty
      }
      let line = try await app.browser.text(of: try await app.browser.find(".notice li"))
      #expect(line.contains("<U+202E>Z"))
      #expect(line.count < 300)
      try await expectNoWiderThanTheWindow(app, "long-name-import-\(options.width)")

      try await app.openList()
      try await expectNoWiderThanTheWindow(app, "long-name-list-\(options.width)")
      try await app.browser.navigate(to: app.baseURL + app.build.detailsPath(stored.id).dropFirst())
      try await app.browser.wait(for: "the contact's page") {
        try await !app.browser.findAll("h1").isEmpty
      }
      let heading = try await app.browser.text(of: try await app.browser.find("h1"))
      #expect(heading.filter { !$0.isWhitespace } == stored.fullName.filter { !$0.isWhitespace })
      try await expectNoWiderThanTheWindow(app, "long-name-details-\(options.width)")
    }
  }
}
