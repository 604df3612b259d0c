import ContactsBuilds
import ContactsDomain
import ContactsPostgres
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// The book a browser test's `contacts serve` runs on.
enum BrowserBook: String, CustomStringConvertible, Sendable {
  /// A new SQLite file.
  case sqliteFile = "SQLite file"
  /// A new database of the tests' PostgreSQL server.
  case postgres = "PostgreSQL"

  var description: String { rawValue }

  /// Both, PostgreSQL's whenever the tests have it (under CI they must).
  static var all: [BrowserBook] {
    PostgresServer.available ? [.sqliteFile, .postgres] : [.sqliteFile]
  }
}

/// Runs `body` with the real `contacts serve` over a new `book` and a browser on `build`;
/// `body` also gets the store, to arrange and check what is saved. Stops both afterwards.
func withServerAndBrowser(
  _ build: Architecture, _ options: Chromium.Options = .init(), on book: BrowserBook = .sqliteFile,
  _ body: (ContactsPages, any ContactRepository) async throws -> Void
) async throws {
  let location: String
  let store: any ContactRepository
  switch book {
  case .sqliteFile:
    location = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    store = try ContactDatabase.openFile(at: location)
  case .postgres:
    location = try await PostgresServer.shared.makeDatabase()
    store = try await PostgresStore.openForTest(at: location)
  }
  let server = try await ServerProcess.contacts(database: location)
  defer { server.process.kill() }
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
