import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

@Suite("A sync with little or nothing new writes only what changed", .tags(.slow))
struct QuietSyncTests {
  /// Syncs `device` once through a ledger that records what it writes.
  private func recordedSync(_ device: SyncHarness) async throws -> (SyncReport, [LedgerWrite]) {
    let ledger = RecordingLedger(device.database.ledger)
    let report = try await device.withServer { book in
      try await SyncEngine(contacts: device.database, ledger: ledger, remote: book)
        .sync(device.account())
    }
    return (report, ledger.batches)
  }

  @Test(arguments: PeerKind.available)
  func aSyncWithNothingChangedRewritesNoRecord(_ kind: PeerKind) async throws {
    try await kind.withSyncedBook(adaExtras: ["NOTE:poet"]) { device in
      let (report, batches) = try await recordedSync(device)
      #expect(!report.counts.changedAnything)
      #expect(batches.flatMap(\.saved).isEmpty)
      #expect(batches.flatMap(\.removed).isEmpty)
      try await device.expectBothSides(["ada", "alan", "grace"])
    }
  }

  @Test(arguments: PeerKind.available)
  func aLocalEditAfterAQuietSyncIsSentAndRecordedAlone(_ kind: PeerKind) async throws {
    try await kind.withSyncedBook(adaExtras: ["NOTE:poet"]) { device in
      _ = try await recordedSync(device)
      try await device.editLocal("alan") { $0.note = "codebreaker" }
      let (report, batches) = try await recordedSync(device)
      #expect(
        report.counts.summary == "from the server +0 ~0 -0; to the server +0 ~1 -0; conflicts 0")
      #expect(batches.flatMap(\.saved).map(\.uid) == ["alan"])
      try await device.expectBothSides(
        ["ada", "alan", "grace"], kept: ["alan": ["NOTE:codebreaker"]])
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  @Test(arguments: PeerKind.available)
  func aRemoteEditAmongUnchangedCardsRewritesOnlyItsRecord(_ kind: PeerKind) async throws {
    try await kind.withSyncedBook(adaExtras: ["NOTE:poet"]) { device in
      try await device.editServer("ada") {
        $0.replacingOccurrences(of: "NOTE:poet", with: "NOTE:analyst")
      }
      let (report, batches) = try await recordedSync(device)
      #expect(
        report.counts.summary == "from the server +0 ~1 -0; to the server +0 ~0 -0; conflicts 0")
      #expect(batches.flatMap(\.saved).map(\.uid) == ["ada"])
      #expect(try await device.localContact("ada").note == "analyst")
    }
  }
}
