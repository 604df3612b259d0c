import Foundation

/// The real CardDAV peers `scripts/test` installs into `.build/peers`: Radicale, Xandikos and
/// vdirsyncer, and vobject, the Python vCard library that checks what export writes. Under `CI=true` a missing peer fails the tests that need it; elsewhere those
/// tests are skipped, and the reason is printed.
public enum Peers {
  /// The folder of the peers' programs: `$CONTACTS_PEERS/bin`, else `.build/peers/bin`.
  public static let bin: URL = {
    if let folder = ProcessInfo.processInfo.environment["CONTACTS_PEERS"] {
      return URL(fileURLWithPath: folder).appendingPathComponent("bin")
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/peers/bin")
  }()

  public static func program(_ name: String) -> URL { bin.appendingPathComponent(name) }

  /// Whether tests that need `name` run: always under CI (where a missing one must fail).
  public static func available(_ name: String) -> Bool {
    if isCI { return true }
    let present = FileManager.default.isExecutableFile(atPath: program(name).path)
    if !present {
      print(
        "Skipping the tests against \(name): \(program(name).path) is missing; run scripts/test")
    }
    return present
  }

  /// Whether tests that need the Python module `module` (such as vobject), installed beside the
  /// peers, run: always under CI (where a missing one must fail); elsewhere when the peers'
  /// `python3` imports it.
  public static func available(pythonModule module: String) -> Bool {
    if isCI { return true }
    let python = program("python3")
    let present =
      FileManager.default.isExecutableFile(atPath: python.path)
      && (try? ChildProcess.run(python, ["-c", "import \(module)"]))?.status == 0
    if !present {
      print(
        "Skipping the tests that need \(module): \(python.path) cannot import it; run scripts/test")
    }
    return present
  }

  private static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
}

/// A peer that did not start.
public struct PeerFailure: Error, CustomStringConvertible {
  public let description: String

  public init(description: String) {
    self.description = description
  }
}
