import ContactsBuilds
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// Runs `body` with the real `contacts serve` over a new database file and a browser on `build`;
/// `body` also gets the store, to arrange and check what is saved. Stops both afterwards.
func withServerAndBrowser(
  _ build: Architecture, _ options: Chromium.Options = .init(),
  _ body: (ContactsPages, ContactDatabase) async throws -> Void
) async throws {
  let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
  let server = try await ServerProcess.contacts(database: path)
  defer { server.process.kill() }
  let store = try ContactDatabase.openFile(at: path)
  try await Chromium.withBrowser(options) { browser in
    try await body(ContactsPages(browser: browser, baseURL: server.baseURL, build: build), store)
  }
}

/// Saves a PNG of the page (the viewport, or all of it when `fullPage`) as `name.png` in a
/// temporary folder, and in `docs/screenshots/` when `UPDATE_SCREENSHOTS=1` (how the README's
/// pictures are made).
func saveScreenshot(_ browser: WebDriver, _ name: String, fullPage: Bool = false) async throws {
  let png = try await fullPage ? browser.fullPageScreenshot() : browser.screenshot()
  try png.write(to: try makeTemporaryDirectory().appendingPathComponent("\(name).png"))
  guard ProcessInfo.processInfo.environment["UPDATE_SCREENSHOTS"] == "1" else { return }
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let folder = root.appendingPathComponent("docs/screenshots")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  try png.write(to: folder.appendingPathComponent("\(name).png"))
}

/// Saves a screenshot of the page as `name`, then expects the page no wider than the window.
func expectNoWiderThanTheWindow(_ app: ContactsPages, _ name: String) async throws {
  try await saveScreenshot(app.browser, name)
  let widths = try await app.browser.execute(
    "return [document.documentElement.scrollWidth, window.innerWidth]")
  let pair = try #require(widths as? [Int])
  #expect(pair[0] <= pair[1], "\(name): \(pair[0]) px wide in a \(pair[1]) px window")
}
