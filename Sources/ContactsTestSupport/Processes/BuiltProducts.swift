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

  /// Puts the built `contacts` at `destination` (a folder of a test's own), as a hard link where
  /// the file system allows it. A copy is written through a file descriptor, and a process
  /// another test forks at that moment holds it open until it execs: running the copy then fails
  /// with "Text file busy" (ETXTBSY). A link writes nothing, so nothing can hold it open.
  public static func placeContacts(at destination: URL) throws {
    let built = try contacts
    do {
      try FileManager.default.linkItem(at: built, to: destination)
    } catch {
      // Another file system (or one without links): a copy, whose own failure is thrown.
      try FileManager.default.copyItem(at: built, to: destination)
    }
  }
}
