import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "contacts sync gives up on a slow server after the account's timeout",
  .enabled(if: Peers.available("radicale")), .tags(.slow))
struct SyncTimeoutTests {
  @Test func aSlowServerTimesOutSayingAfterHowLongAndNothingIsApplied() async throws {
    try await Radicale.with { server in
      try server.seed(
        [
          "ada.vcf":
            "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\n"
            + "END:VCARD\r\n"
        ], book: "contacts")
      let proxy = try FaultProxy(upstreamPort: server.server.port)
      defer { proxy.stop() }
      try await withTemporaryDirectory { folder in
        let environment = [
          "CONTACTS_DATABASE": folder.appendingPathComponent("contacts.sqlite").path,
          "CONTACTS_SYNC_PASSWORD": Radicale.password,
        ]
        let addAccount = [
          "sync", "add-account", "home", "--url", "http://127.0.0.1:\(proxy.port)/alice/contacts/",
          "--username", Radicale.username, "--timeout", "1",
        ]
        func contacts(_ arguments: String...) throws -> ChildProcessResult {
          try runContacts(arguments, home: folder, environment)
        }
        let added = try runContacts(addAccount, home: folder, environment)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(
          try runContacts(addArguments("Grace Hopper"), home: folder, environment).status == 0)

        // The server holds its answer to what changed until it is released.
        let held = HeldRequests()
        defer { held.release() }
        proxy.intercept { request in
          if request.hasPrefix("REPORT") { held.hold() }
          return nil
        }
        let slow = try contacts("sync")
        #expect(slow.status == 69)
        #expect(
          slow.standardError.contains(
            "cannot reach http://127.0.0.1:\(proxy.port)/alice/contacts/ (timed out after 1 s)"),
          "\(slow.standardError)")
        #expect(try contacts("list").standardOutput == "Grace Hopper\n", "nothing applied here")
        #expect(try contacts("sync", "status").standardOutput.contains("0 cards synced"))

        // A longer timeout outlasts a hold that a client with the account's 1 s gave up on: the
        // same account in a second database.
        let before = held.count
        let patient = InBackground {
          try runContacts(["sync", "--timeout", "10"], home: folder, environment)
        }
        held.waitUntilHolding(before + 1)
        try await withTemporaryDirectory { other in
          let witness = environment.merging([
            "CONTACTS_DATABASE": other.appendingPathComponent("contacts.sqlite").path
          ]) { $1 }
          #expect(try runContacts(addAccount, home: other, witness).status == 0)
          let gaveUp = try runContacts(["sync"], home: other, witness)
          #expect(gaveUp.standardError.contains("(timed out after 1 s)"), "\(gaveUp.standardError)")
        }
        held.release()
        let synced = try patient.result()
        #expect(synced.status == 0, "\(synced.standardError)")
        #expect(
          synced.standardOutput
            == "home: 1 added here, 1 added on the server, nothing to resolve\n")

        held.close()
        let stored = try contacts("sync")
        #expect(stored.standardError.contains("(timed out after 1 s)"), "the account keeps 1 s")
        held.release()

        let refused = try contacts("sync", "--timeout", "0")
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("--timeout must be 1 second or more"))
      }
    }
  }
}

/// Requests the proxy holds, each on its own thread, until released: a server that answers
/// only when told.
private final class HeldRequests: @unchecked Sendable {
  // Everything below is guarded by `condition`.
  private let condition = NSCondition()
  private var released = false
  private var arrived = 0

  /// Holds the calling request until `release`.
  func hold() {
    condition.withLock {
      arrived += 1
      condition.broadcast()
      while !released { condition.wait() }
    }
  }

  /// How many requests were held so far.
  var count: Int { condition.withLock { arrived } }

  /// Waits until `count` requests in all have been held.
  func waitUntilHolding(_ count: Int) {
    condition.withLock {
      while arrived < count { condition.wait() }
    }
  }

  /// Lets every held request, and every later one, go on.
  func release() {
    condition.withLock {
      released = true
      condition.broadcast()
    }
  }

  /// Holds the requests that come from now on again.
  func close() {
    condition.withLock { released = false }
  }
}

/// A program run on a thread of its own while the test goes on.
private final class InBackground: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var outcome: Result<ChildProcessResult, any Error>?

  init(_ work: @escaping @Sendable () throws -> ChildProcessResult) {
    Thread { [self] in
      outcome = Result(catching: work)
      done.signal()
    }.start()
  }

  /// How the program ended, once it has.
  func result() throws -> ChildProcessResult {
    done.wait()
    return try outcome!.get()
  }
}
