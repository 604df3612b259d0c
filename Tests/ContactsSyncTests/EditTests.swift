import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

@Suite("Edits and deletions on either side, synced with Radicale and Xandikos", .tags(.slow))
struct EditTests {
  /// A device in sync with a server holding Ada (with properties the app does not model) and
  /// Alan; `body` gets the device and the server.
  private func withSyncedPair(
    _ kind: PeerKind, _ body: (SyncHarness, any PeerServer) async throws -> Void
  ) async throws {
    try await kind.with { server in
      try await server.seed([
        "ada.vcf": SyncHarness.card(
          "ada", "Ada", "Lovelace", ["BDAY:1815-12-10", "X-CUSTOM-THING:keep me", "NOTE:poet"]),
        "alan.vcf": SyncHarness.card("alan", "Alan", "Turing"),
      ])
      let device = try await SyncHarness(bookURL: server.bookURL)
      try await device.sync()
      try await body(device, server)
    }
  }

  private let kept = ["ada": ["BDAY:1815-12-10", "X-CUSTOM-THING:keep me"]]

  @Test(arguments: PeerKind.available)
  func aRemoteEditComesHereAndKeepsWhatTheAppDoesNotModel(_ kind: PeerKind) async throws {
    try await withSyncedPair(kind) { device, _ in
      try await device.editServer("ada") {
        $0.replacingOccurrences(of: "NOTE:poet", with: "NOTE:mathematician")
      }
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~1 -0; to the server +0 ~0 -0; conflicts 0")
      #expect(try await device.localContact("ada").note == "mathematician")
      try await device.expectBothSides(["ada", "alan"], kept: kept)
    }
  }

  @Test(arguments: PeerKind.available)
  func aLocalEditGoesToTheServerOnceAndKeepsWhatTheAppDoesNotModel(_ kind: PeerKind) async throws {
    try await withSyncedPair(kind) { device, _ in
      try await device.editLocal("ada") { $0.note = "analyst" }
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~0 -0; to the server +0 ~1 -0; conflicts 0")
      try await device.expectBothSides(
        ["ada", "alan"], kept: ["ada": kept["ada"]! + ["NOTE:analyst"]])
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  @Test(arguments: PeerKind.available)
  func aRemoteDeleteDeletesHere(_ kind: PeerKind) async throws {
    try await withSyncedPair(kind) { device, _ in
      try await device.deleteServer("alan")
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~0 -1; to the server +0 ~0 -0; conflicts 0")
      try await device.expectBothSides(["ada"], kept: kept)
    }
  }

  @Test(arguments: PeerKind.available)
  func aLocalDeleteDeletesOnTheServer(_ kind: PeerKind) async throws {
    try await withSyncedPair(kind) { device, _ in
      try await device.deleteLocal("alan")
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~0 -0; to the server +0 ~0 -1; conflicts 0")
      try await device.expectBothSides(["ada"], kept: kept)
    }
  }

  @Test(arguments: PeerKind.available)
  func editsOfDifferentFieldsOnBothSidesAreBothKept(_ kind: PeerKind) async throws {
    try await withSyncedPair(kind) { device, _ in
      try await device.editLocal("ada") { $0.organization = "Analytical Engine" }
      try await device.editServer("ada") {
        $0.replacingOccurrences(of: "NOTE:poet", with: "NOTE:first programmer")
      }
      let report = try await device.sync()
      #expect(report.counts.conflicts == 0)
      let ada = try await device.localContact("ada")
      #expect(ada.organization == "Analytical Engine")
      #expect(ada.note == "first programmer")
      try await device.expectBothSides(
        ["ada", "alan"],
        kept: ["ada": kept["ada"]! + ["Analytical Engine", "NOTE:first programmer"]])
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  @Test(arguments: PeerKind.available)
  func theSameFieldEditedOnBothSidesIsAConflictTheUserResolves(_ kind: PeerKind) async throws {
    try await withSyncedPair(kind) { device, _ in
      try await device.editLocal("ada") { $0.note = "mine" }
      try await device.editServer("ada") {
        $0.replacingOccurrences(of: "NOTE:poet", with: "NOTE:theirs")
      }
      let report = try await device.sync()
      #expect(report.counts.conflicts == 1)
      #expect(try await device.localContact("ada").note == "mine", "the local value stays in place")
      try await device.expectBothSides(
        ["ada", "alan"], kept: ["ada": kept["ada"]! + ["NOTE:mine"]])
      let conflicts = try await device.database.ledger.conflicts(account: nil)
      #expect(conflicts.map(\.field) == ["note"])
      #expect(conflicts.map(\.server) == ["theirs"])
      #expect(conflicts.map(\.contactName) == ["Ada Lovelace"])

      let resolver = ConflictResolver(contacts: device.database, ledger: device.database.ledger)
      try await resolver.resolve(try #require(conflicts.first).id, keep: .server)
      #expect(try await device.database.ledger.conflicts(account: nil).isEmpty)
      let after = try await device.sync()
      #expect(
        after.counts.summary == "from the server +0 ~0 -0; to the server +0 ~1 -0; conflicts 0")
      try await device.expectBothSides(
        ["ada", "alan"], kept: ["ada": kept["ada"]! + ["NOTE:theirs"]])
    }
  }

  @Test(arguments: PeerKind.available)
  func anEditHereBeatsADeleteThere(_ kind: PeerKind) async throws {
    try await withSyncedPair(kind) { device, _ in
      try await device.editLocal("ada") { $0.note = "still here" }
      try await device.deleteServer("ada")
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~0 -0; to the server +1 ~0 -0; conflicts 0")
      try await device.expectBothSides(
        ["ada", "alan"], kept: ["ada": kept["ada"]! + ["NOTE:still here"]])
    }
  }

  @Test(arguments: PeerKind.available)
  func anEditThereBeatsADeleteHere(_ kind: PeerKind) async throws {
    try await withSyncedPair(kind) { device, _ in
      try await device.deleteLocal("ada")
      try await device.editServer("ada") {
        $0.replacingOccurrences(of: "NOTE:poet", with: "NOTE:back")
      }
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +1 ~0 -0; to the server +0 ~0 -0; conflicts 0")
      try await device.expectBothSides(
        ["ada", "alan"], kept: ["ada": kept["ada"]! + ["NOTE:back"]])
    }
  }
}
