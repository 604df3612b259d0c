import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// The duplicates page and a merge in a real headless Chromium (issue 33): the pair, its
/// review with a choice of organization and birthday, the merge and its Undo, on a phone and a
/// laptop, no page wider than the window.
@Suite("Duplicates and merging in the browser", .serialized, .timeLimit(.minutes(20)), .tags(.slow))
struct DuplicatesBrowserTests {
  /// Ada twice, from two phones: one email in two cases, a shared mobile, two organizations and
  /// two birthdays.
  private static func addAdaTwice(_ store: any ContactRepository) async throws {
    for (email, organization, birthday) in [
      ("ada@example.com", "Analytical Engines", "1815-12-10"),
      ("ADA@example.com", "Royal Society of London for Improving Natural Knowledge", "1815-12-11"),
    ] {
      var form = ContactForm(
        firstName: "Ada", lastName: "Lovelace",
        phones: [LabeledValue(label: "mobile", value: "+44 20 7946 0958")],
        emails: [LabeledValue(label: "home", value: email)], organization: organization)
      form.birthday = birthday
      _ = try await store.create(ContactDraft(form))
    }
    _ = try await store.create(ContactDraft(firstName: "Bea", lastName: "Brown"))
  }

  /// Expects the page no wider than the window, and saves the whole of it as `name` (VIPER's:
  /// the builds serve the same bytes).
  private static func check(_ app: ContactsPages, _ name: String) async throws {
    if app.build == .viper { try await saveScreenshot(app.browser, name, fullPage: true) }
    let widths = try await app.browser.execute(
      "return [document.documentElement.scrollWidth, window.innerWidth]")
    let pair = try #require(widths as? [Int])
    #expect(pair[0] <= pair[1], "\(name): \(pair[0]) px wide in a \(pair[1]) px window")
  }

  @Test(arguments: Architecture.allCases, [390, 1280])
  func aPairIsReviewedMergedAndUndone(_ build: Architecture, _ width: Int) async throws {
    let options =
      width == 390 ? Chromium.Options.phone : Chromium.Options(width: width, height: 844)
    try await withServerAndBrowser(build, options) { app, store in
      try await Self.addAdaTwice(store)
      try await app.browser.navigate(to: app.baseURL + build.duplicatesPath.dropFirst())
      try await app.waitForTitle(DuplicatesScreen.title)
      try await Self.check(app, "issue33-duplicates-\(width)")
      try await app.browser.click(try await app.browser.find("a.button"))
      try await app.waitForTitle("Review and merge")
      try await Self.check(app, "issue33-merge-\(width)")
      try await app.browser.click(try await app.browser.find("#keep-organization-1"))
      try await app.browser.click(try await app.button("Merge"))
      try await app.waitForTitle("Ada Lovelace")
      #expect(
        try await app.browser.text(of: try await app.browser.find(".notice")).hasPrefix(
          "Merged 2 contacts into Ada Lovelace."))
      #expect(
        try await store.allContacts().map(\.organization).contains(
          "Royal Society of London for Improving Natural Knowledge"))
      #expect(try await store.allContacts().count == 2)
      try await app.browser.click(try await app.button("Undo"))
      try await app.waitForTitle("Undone")
      #expect(try await store.allContacts().count == 3)
    }
  }
}
