import ContactsDomain
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A server killed with SIGKILL while the client uploads, then restarted on its storage",
  .tags(.slow))
struct KilledServerTests {
  private static let newCards = 40
  private static let putsBeforeTheKill = 12

  @Test(arguments: PeerKind.available)
  func theNextSyncUploadsTheRestOnceAndLosesNothing(_ kind: PeerKind) async throws {
    try await kind.with { peer in
      try await peer.seed(
        ["ada.vcf": SyncHarness.card("ada", "Ada", "Lovelace", ["X-KEEP:server", "NOTE:poet"])])
      let proxy = try FaultProxy(upstreamPort: peer.server.port)
      defer { proxy.stop() }
      var book = try #require(URLComponents(string: peer.bookURL))
      book.port = proxy.port
      let device = try await SyncHarness(bookURL: try #require(book.string))
      try await device.sync()
      try await device.editLocal("ada") { $0.organization = "Engine" }
      var uids: Set<String> = ["ada"]
      for index in 0..<Self.newCards {
        uids.insert(
          try await device.addLocal(
            ContactForm(firstName: "Person\(index)", lastName: "X", note: "note \(index)")))
      }

      // The server dies while it holds a PUT: it may or may not have stored that card.
      let puts = Counter()
      proxy.onSent { request in
        guard request.hasPrefix("PUT"), puts.next() == Self.putsBeforeTheKill + 1 else { return }
        peer.server.stop()
      }
      let failure = await #expect(throws: RemoteError.self) { try await device.sync() }
      #expect(failure?.message.hasPrefix("cannot reach http://127.0.0.1:\(proxy.port)/") == true)
      proxy.onSent(nil)
      try await peer.restart()
      proxy.retarget(upstreamPort: peer.server.port)

      let stored = try await device.serverCards().count - 1
      #expect((Self.putsBeforeTheKill - 1...Self.putsBeforeTheKill + 1).contains(stored))
      #expect(try await device.localCards().count == Self.newCards + 1)
      let report = try await device.sync()
      #expect(report.counts.conflicts == 0)
      #expect(report.counts.toServerAdded == Self.newCards - stored)
      #expect(report.counts.fromServerAdded == 0 && report.counts.fromServerRemoved == 0)
      var kept = ["ada": ["X-KEEP:server", "NOTE:poet", "Engine"]]
      for uid in uids where uid != "ada" { kept[uid] = ["NOTE:note "] }
      try await device.expectBothSides(uids, kept: kept)
      #expect(!(try await device.sync()).counts.changedAnything, "no ping-pong after the restart")
    }
  }
}
