import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

/// Syncs in batches of two cards, so a handful of cards takes several: what a large book does
/// in batches of 500 to keep its memory flat.
@Suite("A sync works batch by batch and loses nothing, with Radicale and Xandikos", .tags(.slow))
struct BatchedSyncTests {
  private static let batchSize = 2

  /// The cards s0…s(count−1) on the server, each with a property the app does not model.
  private static func serverCards(_ count: Int) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: (0..<count).map {
        ("s\($0).vcf", SyncHarness.card("s\($0)", "Server", "Person\($0)", ["X-KEEP:s\($0)"]))
      })
  }

  /// Runs `body` with a device holding `local` new contacts (their UIDs passed along) and a
  /// server of `kind` holding s0…s(count−1).
  private func withDevice(
    _ kind: PeerKind, server count: Int, local: Int,
    _ body: (SyncHarness, Set<String>) async throws -> Void
  ) async throws {
    try await kind.with { server in
      try await server.seed(Self.serverCards(count))
      let device = try await SyncHarness(bookURL: server.bookURL)
      var uids: Set<String> = []
      for index in 0..<local {
        uids.insert(
          try await device.addLocal(ContactForm(firstName: "Local", lastName: "Person\(index)")))
      }
      try await body(device, uids)
    }
  }

  /// Both sides hold the local cards `local` and s0…s(count−1) with their extras, and the
  /// next sync changes nothing.
  private static func expectSynced(_ device: SyncHarness, local: Set<String>, server count: Int)
    async throws
  {
    var kept: [String: [String]] = [:]
    for index in 0..<count { kept["s\(index)"] = ["X-KEEP:s\(index)"] }
    try await device.expectBothSides(local.union(kept.keys), kept: kept)
    #expect(!(try await device.sync(batchSize: batchSize)).counts.changedAnything)
  }

  @Test(arguments: PeerKind.available)
  func aFirstSyncFetchesAndWritesTwoCardsAtATimeAndMovesTheTokenLast(_ kind: PeerKind)
    async throws
  {
    try await withDevice(kind, server: 7, local: 3) { device, local in
      let ledger = RecordingLedger(device.database.ledger)
      var remote: InterferingRemote?
      let report = try await device.sync(batchSize: Self.batchSize, ledger: ledger) {
        remote = InterferingRemote($0)
        return remote!
      }
      #expect(
        report.counts.summary == "from the server +7 ~0 -0; to the server +3 ~0 -0; conflicts 0")
      #expect(remote?.fetches == [2, 2, 2, 1], "one request per batch of changed cards")
      let batches = ledger.batches
      #expect(batches.allSatisfy { $0.saved.count <= Self.batchSize })
      #expect(batches.filter { !$0.saved.isEmpty }.count == 4 + 2 + 2, "pulls, intents, pushes")
      #expect(batches.dropLast().allSatisfy { $0.account.syncToken == nil })
      #expect(batches.last?.account.syncToken == (try await device.account().syncToken))
      try await Self.expectSynced(device, local: local, server: 7)
    }
  }

  @Test(arguments: PeerKind.available)
  func aSyncStoppedBetweenBatchesResumesWithoutACopy(_ kind: PeerKind) async throws {
    try await withDevice(kind, server: 5, local: 5) { device, local in
      // The local cards go first, two at a time, then the server's come here; the connection
      // breaks once the third card sent is stored, in the second batch.
      await #expect(throws: RemoteError.self) {
        try await device.sync(batchSize: Self.batchSize) {
          InterferingRemote($0, writesBeforeBreaking: 3)
        }
      }
      #expect(try await device.account().syncToken == nil, "the token moves on last")
      #expect(try await device.localCards().count == 5, "the server's cards come after")
      #expect(try await device.serverCards().count == 8)

      let report = try await device.sync(batchSize: Self.batchSize)
      #expect(
        report.counts.summary == "from the server +5 ~0 -0; to the server +2 ~0 -0; conflicts 0",
        "the first batch is remembered as sent, the third card is found where it was sent")
      try await Self.expectSynced(device, local: local, server: 5)
    }
  }

  @Test(arguments: PeerKind.available)
  func manyDeletionsStopTheSyncBeforeAnyBatchIsWritten(_ kind: PeerKind) async throws {
    try await withDevice(kind, server: 6, local: 0) { device, _ in
      try await device.sync(batchSize: Self.batchSize)
      try await device.editServer("s0") {
        $0.replacingOccurrences(of: "X-KEEP:s0", with: "NOTE:new")
      }
      for index in 2..<6 { try await device.deleteServer("s\(index)") }
      let before = try await device.localCards()

      await #expect(throws: SyncStop.self) { try await device.sync(batchSize: Self.batchSize) }
      #expect(try await device.localCards() == before, "not even the edit's batch is written")
      let report = try await device.sync(
        SyncOptions(confirmed: true), batchSize: Self.batchSize)
      #expect(
        report.counts.summary == "from the server +0 ~1 -4; to the server +0 ~0 -0; conflicts 0")
      try await device.expectBothSides(["s0", "s1"], kept: ["s0": ["NOTE:new"]])
    }
  }
}
