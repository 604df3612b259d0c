import Foundation

/// Programs the tests run: the `contacts` executable SwiftPM built beside the test bundle.
enum BuiltProducts {
  /// The folder SwiftPM builds into, e.g. `.build/debug`.
  static var folder: URL {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe")
    return executable.resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// `contacts`, the app's executable.
  static var contacts: URL {
    get throws {
      let url = folder.appendingPathComponent("contacts")
      guard FileManager.default.isExecutableFile(atPath: url.path) else {
        throw ChildProcess.Failure(
          description: "No contacts executable at \(url.path); run `swift build` first.")
      }
      return url
    }
  }
}
