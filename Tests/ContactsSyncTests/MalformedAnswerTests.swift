import ContactsDomain
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "Broken answers change nothing, through a fault-injecting proxy to Radicale",
  .enabled(if: Peers.available("radicale")), .tags(.slow))
struct MalformedAnswerTests {
  /// A device synced with Ada and Alan through a proxy; then Alan is edited and Ada deleted on
  /// the server, so the next sync has something to get wrong.
  private func withPendingChanges(_ body: (SyncHarness, FaultProxy) async throws -> Void)
    async throws
  {
    try await Radicale.with { server in
      try await server.seed([
        "ada.vcf": SyncHarness.card("ada", "Ada", "Lovelace"),
        "alan.vcf": SyncHarness.card("alan", "Alan", "Turing", ["NOTE:old"]),
      ])
      let proxy = try FaultProxy(upstreamPort: server.server.port)
      defer { proxy.stop() }
      let device = try await SyncHarness(bookURL: "http://127.0.0.1:\(proxy.port)/alice/contacts/")
      try await device.sync()
      try await device.editServer("alan") {
        $0.replacingOccurrences(of: "NOTE:old", with: "NOTE:new")
      }
      try await device.deleteServer("ada")
      try await body(device, proxy)
    }
  }

  /// Syncs with `fault` on, expects it to fail and nothing to change here, then syncs without
  /// it and expects both changes.
  private func expectNothingApplied(
    _ device: SyncHarness, _ proxy: FaultProxy, fault: @escaping FaultProxy.Fault
  ) async throws {
    let before = try await device.localCards()
    let token = try await device.account().syncToken
    proxy.inject(fault)
    await #expect(throws: RemoteError.self) { try await device.sync() }
    #expect(try await device.localCards() == before)
    #expect(try await device.account().syncToken == token)
    proxy.inject(nil)
    let report = try await device.sync()
    #expect(
      report.counts.summary == "from the server +0 ~1 -1; to the server +0 ~0 -0; conflicts 0")
    try await device.expectBothSides(["alan"], kept: ["alan": ["NOTE:new"]])
  }

  @Test func aTruncatedSyncReportAppliesNothingAndKeepsTheToken() async throws {
    try await withPendingChanges { device, proxy in
      try await expectNothingApplied(device, proxy) { request, body in
        guard request.contains("sync-collection") else { return nil }
        return ("HTTP/1.1 207 Multi-Status", "text/xml; charset=utf-8", body.prefix(body.count / 2))
      }
    }
  }

  @Test func aMultigetWithBrokenMarkupAppliesNothing() async throws {
    try await withPendingChanges { device, proxy in
      try await expectNothingApplied(device, proxy) { request, body in
        guard request.contains("addressbook-multiget") else { return nil }
        let broken = String(decoding: body, as: UTF8.self)
          .replacingOccurrences(of: "</response>", with: "</propstat>")
        return ("HTTP/1.1 207 Multi-Status", "text/xml; charset=utf-8", Data(broken.utf8))
      }
    }
  }

  @Test func anHTMLPageInsteadOfWebDAVAppliesNothing() async throws {
    try await withPendingChanges { device, proxy in
      try await expectNothingApplied(device, proxy) { request, _ in
        guard request.hasPrefix("REPORT") else { return nil }
        return ("HTTP/1.1 200 OK", "text/html", Data("<html><body>Log in</body></html>".utf8))
      }
    }
  }

  @Test func aBrokenSecondMultigetAppliesNotEvenTheFirstBatch() async throws {
    try await Radicale.with { server in
      let names = (0..<5).map { "p\($0)" }
      try await server.seed(
        Dictionary(
          uniqueKeysWithValues: names.map {
            ("\($0).vcf", SyncHarness.card($0, "Person", $0, ["NOTE:old"]))
          }))
      let proxy = try FaultProxy(upstreamPort: server.server.port)
      defer { proxy.stop() }
      let device = try await SyncHarness(bookURL: "http://127.0.0.1:\(proxy.port)/alice/contacts/")
      try await device.sync(batchSize: 2)
      for name in names {
        try await device.editServer(name) {
          $0.replacingOccurrences(of: "NOTE:old", with: "NOTE:new")
        }
      }
      let before = try await device.localCards()
      let token = try await device.account().syncToken
      let multigets = Counter()
      proxy.inject { request, body in
        guard request.contains("addressbook-multiget"), multigets.next() == 2 else { return nil }
        return ("HTTP/1.1 207 Multi-Status", "text/xml; charset=utf-8", body.prefix(body.count / 2))
      }
      await #expect(throws: RemoteError.self) { try await device.sync(batchSize: 2) }
      #expect(multigets.next() == 3, "the sync stopped at the broken batch")
      #expect(try await device.localCards() == before)
      #expect(try await device.account().syncToken == token)
      proxy.inject(nil)
      let report = try await device.sync(batchSize: 2)
      #expect(
        report.counts.summary == "from the server +0 ~5 -0; to the server +0 ~0 -0; conflicts 0")
      try await device.expectBothSides(
        Set(names), kept: Dictionary(uniqueKeysWithValues: names.map { ($0, ["NOTE:new"]) }))
    }
  }
}
