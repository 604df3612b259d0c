import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

/// A real `contacts sync` killed with SIGKILL halfway, then run again: each card ends up once on
/// each side and nothing is deleted.
@Suite(
  "contacts sync killed halfway, against Radicale through a proxy",
  .enabled(if: Peers.available("radicale")), .tags(.slow))
struct KilledSyncTests {
  /// Two batches of 500 for the download: enough to be killed between them.
  private static let serverCards = 1000

  /// When the proxy kills the client.
  enum KillPoint: String, CaseIterable, CustomTestStringConvertible {
    /// As it asks for the second batch of cards: the download is half done.
    case secondMultiget
    /// As it sends its first new card: everything is downloaded, nothing written here yet.
    case firstUpload

    var testDescription: String { rawValue }

    func matches(_ request: String) -> Bool {
      switch self {
      case .secondMultiget: request.hasPrefix("REPORT") && request.contains("addressbook-multiget")
      case .firstUpload: request.hasPrefix("PUT")
      }
    }

    var occurrence: Int { self == .secondMultiget ? 2 : 1 }
  }

  @Test(arguments: KillPoint.allCases)
  func theNextSyncFinishesWithEachCardOnceAndNothingDeleted(_ point: KillPoint) async throws {
    try await Radicale.with { server in
      var seed: [String: String] = [:]
      for index in 0..<Self.serverCards {
        seed["s\(index).vcf"] =
          "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:s\(index)\r\nFN:Person \(index)\r\n"
          + "N:\(index);Person;;;\r\nX-KEEP:s\(index)\r\nEND:VCARD\r\n"
      }
      try server.seed(seed, book: "contacts")
      let proxy = try FaultProxy(upstreamPort: server.server.port)
      defer { proxy.stop() }
      try await withTemporaryDirectory { folder in
        let database = folder.appendingPathComponent("contacts.sqlite").path
        let environment = ["CONTACTS_DATABASE": database]
        let password = folder.appendingPathComponent("password")
        try Data(Radicale.password.utf8).write(to: password)
        let added = try runContacts(
          [
            "sync", "add-account", "home", "--url",
            "http://127.0.0.1:\(proxy.port)/alice/contacts/",
            "--username", Radicale.username, "--password-command", "cat '\(password.path)'",
          ], home: folder, environment)
        #expect(added.status == 0, "\(added.standardError)")
        for name in ["Grace Hopper", "Mary Shelley"] {
          #expect(try runContacts(addArguments(name), home: folder, environment).status == 0)
        }

        let killed = try killedSync(point, proxy: proxy, home: folder, environment)
        #expect(killed, "the sync ended before it could be killed")
        let again = try runContacts(["sync"], home: folder, environment)
        #expect(again.status == 0, "\(again.standardError)")
        // Every server card came down now, and the two made here went up now or before the kill.
        #expect(again.standardOutput.hasPrefix("home: 1,000 added here"))
        #expect(again.standardOutput.hasSuffix(", nothing to resolve\n"), "\(again.standardOutput)")
        #expect(!again.standardOutput.contains("changed"), "\(again.standardOutput)")
        #expect(!again.standardOutput.contains("removed"), "\(again.standardOutput)")

        let expected = Set((0..<Self.serverCards).map { "s\($0)" })
        let local = try await localUIDs(database)
        #expect(local.count == Self.serverCards + 2, "each card once here")
        #expect(expected.isSubset(of: Set(local.keys)))
        #expect(local.allSatisfy { uid, extras in !expected.contains(uid) || extras.contains(uid) })
        let remote = try serverUIDs(server)
        #expect(remote.count == Self.serverCards + 2, "each card once on the server")
        #expect(Set(remote) == Set(local.keys))
        let calm = try runContacts(["sync"], home: folder, environment)
        #expect(
          calm.standardOutput == "home: Nothing changed, nothing to resolve\n")
      }
    }
  }

  /// Runs `contacts sync` and kills it with SIGKILL at `point`; whether it was killed.
  private func killedSync(
    _ point: KillPoint, proxy: FaultProxy, home: URL, _ extra: [String: String]
  ) throws -> Bool {
    var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    environment["HOME"] = home.path
    let seen = Counter()
    // The proxy kills the sync it is answering: it is told which once the sync has started.
    let running = Running()
    proxy.intercept { request in
      guard point.matches(request), seen.next() == point.occurrence else { return nil }
      running.process()?.kill()
      return ("HTTP/1.1 503 Service Unavailable", "text/plain", Data())
    }
    defer { proxy.intercept(nil) }
    let process = try running.start {
      try ChildProcess(BuiltProducts.contacts, ["sync"], environment: environment)
    }
    _ = try process.waitForResult()
    return process.wasKilledBySignal
  }

  /// The local contacts' UIDs (each counted once: a second one fails) with their extras.
  private func localUIDs(_ path: String) async throws -> [String: String] {
    let database = try ContactDatabase.openFile(at: path)
    var uids: [String: String] = [:]
    var position: ContactPosition?
    while true {
      let window = try await database.exportContacts(after: position, limit: 1000)
      guard let last = window.last else { return uids }
      for export in window {
        #expect(uids[export.uid] == nil, "two local contacts have the UID \(export.uid)")
        uids[export.uid] = export.extras
      }
      position = last.contact.position
    }
  }

  /// The UIDs of the cards in Radicale's storage, one per card.
  private func serverUIDs(_ server: Radicale) throws -> [String] {
    let folder = server.folder.appendingPathComponent("collections/collection-root/alice/contacts")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".vcf") }
      .map { name in
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let line = text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("UID:") } ?? ""
        return String(line.dropFirst(4))
      }
  }
}

/// The sync a test runs, for the proxy to kill: the proxy's thread waits until it has started.
private final class Running: @unchecked Sendable {
  private let lock = NSLock()
  private var child: ChildProcess?
  private let started = DispatchSemaphore(value: 0)

  /// Starts the sync with `make` and tells whoever waits for it.
  func start(_ make: () throws -> ChildProcess) throws -> ChildProcess {
    let child = try make()
    lock.withLock { self.child = child }
    started.signal()
    return child
  }

  /// The sync once started; nil if it has not started within a minute.
  func process() -> ChildProcess? {
    guard started.wait(timeout: .now() + 60) == .success else { return nil }
    started.signal()
    return lock.withLock { child }
  }
}
