import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

/// A CardDAV server the suites judge: the peers, and `contacts serve`.
///
/// Which servers run is decided here alone: `judged`, or the environment variable
/// `CONTACTS_DAV_SERVERS` (`contacts,radicale`) for one run: every suite of this target judges
/// ours beside the peers.
enum ServerUnderTest: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case radicale
  case xandikos
  /// `contacts serve` without accounts on loopback: everything is `soleOwner`'s, no login.
  case contacts

  /// The servers judged by default.
  static let judged: [ServerUnderTest] = [.radicale, .xandikos, .contacts]

  /// The servers judged in this run (all of them under CI, where a missing peer must fail).
  static var available: [ServerUnderTest] {
    let named = ProcessInfo.processInfo.environment["CONTACTS_DAV_SERVERS"].map {
      $0.split(separator: ",").compactMap { ServerUnderTest(rawValue: String($0)) }
    }
    return (named ?? judged).filter { $0 == .contacts || Peers.available($0.rawValue) }
  }

  var testDescription: String { rawValue }

  /// Whether this is ours, held to the bar rather than to the peers' recorded figures.
  var isOurs: Bool { self == .contacts }

  /// Runs `body` with a fresh server of this kind, stopped and removed afterwards.
  func with<T>(_ body: (RunningServer) async throws -> T) async throws -> T {
    try await withTemporaryDirectory { folder in
      let running = try await start(in: folder)
      defer { running.process.stop() }
      return try await body(running)
    }
  }

  /// Runs `body` with a fresh server of this kind and the URL of a new, empty book of it.
  func withBook<T>(_ body: (RunningServer, String) async throws -> T) async throws -> T {
    try await with { running in
      try await body(running, try await running.makeBook("phone", displayName: "Phone"))
    }
  }

  private func start(in folder: URL) async throws -> RunningServer {
    switch self {
    case .radicale:
      // Radicale's default rights (owner only), so a user may make books under her principal.
      let users = folder.appendingPathComponent("users")
      try Data("alice:secret\n".utf8).write(to: users)
      let process = try await ServerProcess.peer(
        Peers.program("radicale"), ready: "Radicale server ready"
      ) { port in
        [
          "--server-hosts", "127.0.0.1:\(port)",
          "--storage-filesystem-folder", folder.appendingPathComponent("collections").path,
          "--auth-type", "htpasswd", "--auth-htpasswd-filename", users.path,
          "--auth-htpasswd-encryption", "plain",
        ]
      }
      return RunningServer(
        kind: self, process: process, homePath: "/alice/", username: "alice", password: "secret")
    case .xandikos:
      let process = try await ServerProcess.peer(
        Peers.program("xandikos"), ready: "Listening on "
      ) { port in
        [
          "serve", "-d", folder.appendingPathComponent("data").path, "--defaults",
          "-l", "127.0.0.1", "-p", String(port),
        ]
      }
      return RunningServer(
        kind: self, process: process, homePath: "/user/contacts/", username: "", password: "")
    case .contacts:
      let process = try await ServerProcess.contacts(
        database: folder.appendingPathComponent("contacts.sqlite").path)
      return RunningServer(
        kind: self, process: process, homePath: "/dav/books/\(soleOwner)/", username: "",
        password: "")
    }
  }
}
