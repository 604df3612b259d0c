import Foundation

/// The executables SwiftPM built beside the test bundle: the one way the tests find them.
public enum BuiltProducts {
  /// The folder SwiftPM builds into, e.g. `.build/debug`: on Linux the test runner's own folder,
  /// on macOS the folder holding the `.xctest` bundle.
  public static var folder: URL {
    get throws {
      let runner = (Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe"))
        .resolvingSymlinksInPath().deletingLastPathComponent()
      let candidates =
        [runner, Bundle.main.bundleURL]
        + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
      guard
        let folder = candidates.first(where: {
          FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("contacts").path)
        })
      else {
        throw ChildProcess.Failure(
          description: "No contacts executable in \(candidates.map(\.path)); run `swift build` "
            + "first.")
      }
      return folder
    }
  }

  /// `contacts`, the app's executable.
  public static var contacts: URL {
    get throws { try executable("contacts") }
  }

  /// The executable `name` SwiftPM built, such as `contacts-network`.
  public static func executable(_ name: String) throws -> URL {
    let url = try folder.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw ChildProcess.Failure(
        description: "No \(name) executable at \(url.path); run `swift build` first.")
    }
    return url
  }
}
