import ContactsDomain
import ContactsSync
import ContactsTestSupport
import Testing

@Suite("Interrupted syncs resume without duplicates, with Radicale and Xandikos", .tags(.slow))
struct InterruptedSyncTests {
  @Test(arguments: PeerKind.available)
  func anUploadCutAfterTheServerStoredACardResumesWithoutACopy(_ kind: PeerKind) async throws {
    try await kind.with { server in
      let device = try await SyncHarness(bookURL: server.bookURL)
      var uids: Set<String> = []
      for name in ["Mary", "Percy", "Emmy"] {
        uids.insert(try await device.addLocal(ContactForm(firstName: name, lastName: "X")))
      }
      await #expect(throws: RemoteError.self) {
        try await device.sync { InterferingRemote($0, writesBeforeBreaking: 2) }
      }
      #expect(try await device.serverCards().count == 2)
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~0 -0; to the server +1 ~0 -0; conflicts 0")
      try await device.expectBothSides(uids)
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  @Test(arguments: PeerKind.available)
  func anEditCutAfterTheServerStoredItIsNotSentAgainNorLost(_ kind: PeerKind) async throws {
    try await kind.with { server in
      try await server.seed(["ada.vcf": SyncHarness.card("ada", "Ada", "Lovelace", ["X-KEEP:1"])])
      let device = try await SyncHarness(bookURL: server.bookURL)
      try await device.sync()
      try await device.editLocal("ada") { $0.note = "edited" }
      await #expect(throws: RemoteError.self) {
        try await device.sync { InterferingRemote($0, writesBeforeBreaking: 1) }
      }
      let report = try await device.sync()
      #expect(report.counts.conflicts == 0)
      #expect(report.counts.toServerUpdated == 0, "the server already has the edit")
      try await device.expectBothSides(["ada"], kept: ["ada": ["NOTE:edited", "X-KEEP:1"]])
    }
  }
}
