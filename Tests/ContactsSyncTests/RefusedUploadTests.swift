import ContactsDomain
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A server that refuses an upload (507 full, 413 too large), through a proxy to Radicale",
  .enabled(if: Peers.available("radicale")), .tags(.slow))
struct RefusedUploadTests {
  /// A device synced with Ada and Alan through a proxy, then Ada edited here, Grace added here
  /// and Alan edited on the server: the next sync has work both ways.
  private func withPendingChanges(_ body: (SyncHarness, FaultProxy, String) async throws -> Void)
    async throws
  {
    try await Radicale.with { server in
      try await server.seed([
        "ada.vcf": SyncHarness.card("ada", "Ada", "Lovelace", ["X-KEEP:1"]),
        "alan.vcf": SyncHarness.card("alan", "Alan", "Turing", ["NOTE:old"]),
      ])
      let proxy = try FaultProxy(upstreamPort: server.server.port)
      defer { proxy.stop() }
      let device = try await SyncHarness(bookURL: "http://127.0.0.1:\(proxy.port)/alice/contacts/")
      try await device.sync()
      try await device.editLocal("ada") { $0.note = "mine" }
      let grace = try await device.addLocal(
        ContactForm(firstName: "Grace", lastName: "Hopper", note: "COBOL"))
      try await device.editServer("alan") {
        $0.replacingOccurrences(of: "NOTE:old", with: "NOTE:new")
      }
      try await body(device, proxy, grace)
    }
  }

  /// The server's answer to a PUT of Grace's card.
  private func refuseGrace(_ status: String) -> FaultProxy.Interception {
    { request in
      guard request.hasPrefix("PUT"), request.contains("FN:Grace Hopper") else { return nil }
      return ("HTTP/1.1 \(status)", "text/plain", Data("no room for this".utf8))
    }
  }

  @Test func aFullServerStopsTheSyncNamingTheCardAndTheNextSyncSendsItOnce() async throws {
    try await withPendingChanges { device, proxy, grace in
      proxy.intercept(refuseGrace("507 Insufficient Storage"))
      let stop = await #expect(throws: ServerFull.self) { try await device.sync() }
      let message = stop?.message ?? ""
      #expect(message.hasPrefix("the server has no room for Grace Hopper: "))
      #expect(message.contains("refused the card with HTTP 507"))
      #expect(message.contains("no room for this"), "what the server said")
      #expect(try await device.localContact(grace).note == "COBOL")
      #expect(try await device.localContact("alan").note == "old", "nothing applied")
      #expect(try await device.serverCards()[grace] == nil)

      proxy.intercept(nil)
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~1 -0; to the server +1 ~0 -0; conflicts 0",
        "Ada's edit reached the server before the 507: it is not sent again")
      try await device.expectBothSides(
        ["ada", "alan", grace],
        kept: ["ada": ["NOTE:mine", "X-KEEP:1"], "alan": ["NOTE:new"], grace: ["NOTE:COBOL"]])
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  @Test func aCardTooLargeIsKeptHereNamedAndTheRestSynced() async throws {
    try await withPendingChanges { device, proxy, grace in
      proxy.intercept(refuseGrace("413 Content Too Large"))
      let refused = try await device.sync()
      #expect(
        refused.counts.summary
          == "from the server +0 ~1 -0; to the server +0 ~1 -0; conflicts 0")
      #expect(refused.notices.count == 1)
      #expect(
        refused.notices.first?.hasPrefix("Grace Hopper not sent, kept here: ") == true,
        "\(refused.notices)")
      #expect(refused.notices.first?.contains("HTTP 413") == true)
      #expect(Set(try await device.serverCards().keys) == ["ada", "alan"])
      #expect(try await device.localContact(grace).note == "COBOL")

      proxy.intercept(nil)
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~0 -0; to the server +1 ~0 -0; conflicts 0")
      try await device.expectBothSides(
        ["ada", "alan", grace],
        kept: ["ada": ["NOTE:mine", "X-KEEP:1"], "alan": ["NOTE:new"], grace: ["NOTE:COBOL"]])
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }
}
