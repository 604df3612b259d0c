import ContactsTestSupport
import Foundation
import Testing

/// litmus (Debian's WebDAV suite), `basic` and `http`, each on a fresh scratch collection.
@Suite("litmus", .tags(.slow), .serialized)
struct LitmusSuiteTests {
  /// The servers litmus can judge: Radicale is left out, since it refuses a plain collection
  /// (MKCOL without a body answers 403, so every suite fails at its first step); a CardDAV
  /// server need not hold plain collections. Xandikos holds them and passes; ours keeps them in
  /// each home's plain area (`PlainFiles`) and must pass too.
  static let servers = litmusIsInstalled ? ServerUnderTest.available.filter { $0 != .radicale } : []

  /// Whether litmus runs: always under CI (where a missing one must fail); elsewhere when
  /// Debian's package is installed (`scripts/dav-suites/install`), else the reason is printed.
  static var litmusIsInstalled: Bool {
    if ProcessInfo.processInfo.environment["CI"] == "true" { return true }
    let present = FileManager.default.isExecutableFile(atPath: "/usr/bin/litmus")
    if !present { print("Skipping the litmus tests: /usr/bin/litmus is missing; run scripts/test") }
    return present
  }

  @Test("litmus's basic and http suites pass whole", arguments: servers, ["basic", "http"])
  func litmusSuitePasses(server: ServerUnderTest, suite: String) async throws {
    try await server.with { running in
      let (summary, output) = try await SuiteScripts.litmus(suite, running)
      print("\(summary) against \(server)")
      let figures = try #require(
        summary.firstMatch(of: /: (\d+) of (\d+) passed, (\d+) failed/), "\(output)")
      #expect(figures.output.1 == figures.output.2, "\(output)")
      #expect(figures.output.3 == "0", "\(output)")
    }
  }
}
