import ContactsTestSupport
import Foundation

/// The scripts in `scripts/dav-suites` that run the suites nobody here wrote against a server.
enum SuiteScripts {
  /// vdirsyncer's own CardDAV storage tests against `server`'s home, and pytest's figures.
  static func vdirsyncer(_ server: RunningServer) async throws -> (PytestFigures, String) {
    let result = try await run(
      "vdirsyncer-suite", [server.homeURL, server.username, server.password])
    let output = result.standardOutput + result.standardError
    guard let figures = PytestFigures(summary: output) else {
      throw PeerFailure(description: "vdirsyncer's suite printed no summary:\n\(output)")
    }
    return (figures, output)
  }

  /// litmus's `suite` on a scratch collection of its own in `server`'s home: its summary line
  /// ("litmus basic: 16 of 16 passed, 0 failed, 1 warnings") and everything it printed.
  static func litmus(_ suite: String, _ server: RunningServer) async throws -> (String, String) {
    let result = try await run(
      "litmus-suites", [server.homeURL, server.username, server.password, suite])
    let output = result.standardOutput + result.standardError
    let summary = output.split(separator: "\n").last { $0.hasPrefix("litmus \(suite):") }
    return (summary.map(String.init) ?? "litmus \(suite): no summary", output)
  }

  private static func run(_ script: String, _ arguments: [String]) async throws
    -> ChildProcessResult
  {
    try await ChildProcess(folder.appendingPathComponent(script), arguments).result()
  }

  /// `scripts/dav-suites` in this checkout.
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scripts/dav-suites")
}
