import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

@Suite("Servers that race, forget, empty or refuse, with Radicale and Xandikos", .tags(.slow))
struct ServerFaultTests {
  private func withSyncedPair(
    _ kind: PeerKind, wrap: @escaping (any RemoteAddressBook) -> any RemoteAddressBook = { $0 },
    _ body: (SyncHarness, any PeerServer) async throws -> Void
  ) async throws {
    try await kind.with { server in
      try await server.seed([
        "ada.vcf": SyncHarness.card(
          "ada", "Ada", "Lovelace", ["X-CUSTOM-THING:keep me", "NOTE:poet"]),
        "alan.vcf": SyncHarness.card("alan", "Alan", "Turing"),
      ])
      let device = try await SyncHarness(bookURL: server.bookURL)
      try await device.sync(wrap: wrap)
      try await body(device, server)
    }
  }

  @Test(arguments: PeerKind.available)
  func aCardChangedOnTheServerBetweenReadingAndWritingIsMergedNotOverwritten(_ kind: PeerKind)
    async throws
  {
    try await withSyncedPair(kind) { device, _ in
      try await device.editLocal("ada") { $0.note = "analyst" }
      let report = try await device.sync {
        InterferingRemote($0) {
          try await device.editServer("ada") {
            $0.replacingOccurrences(of: "END:VCARD", with: "ORG:Engine\r\nEND:VCARD")
          }
        }
      }
      #expect(report.counts.conflicts == 0)
      let ada = try await device.localContact("ada")
      #expect(ada.note == "analyst")
      #expect(ada.organization == "Engine")
      try await device.expectBothSides(
        ["ada", "alan"], kept: ["ada": ["X-CUSTOM-THING:keep me", "NOTE:analyst", "Engine"]])
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  @Test(arguments: PeerKind.available)
  func aDeleteThatMeetsANewerEditOnTheServerBringsTheCardBack(_ kind: PeerKind) async throws {
    try await withSyncedPair(kind) { device, _ in
      try await device.deleteLocal("ada")
      _ = try await device.sync {
        InterferingRemote($0) {
          try await device.editServer("ada") {
            $0.replacingOccurrences(of: "NOTE:poet", with: "NOTE:edited")
          }
        }
      }
      try await device.expectBothSides(["ada", "alan"], kept: ["ada": ["NOTE:edited"]])
    }
  }

  @Test(arguments: PeerKind.available)
  func aForgottenSyncTokenMeansAFullListingAndNoDeletions(_ kind: PeerKind) async throws {
    try await withSyncedPair(kind) { device, _ in
      var account = try await device.account()
      #expect(account.syncToken != nil)
      account.syncToken = "http://radicale.org/ns/sync/" + String(repeating: "0", count: 64)
      try await device.database.ledger.apply(LedgerWrite(account: account))
      try await device.editServer("alan") {
        $0.replacingOccurrences(of: "END:VCARD", with: "NOTE:new\r\nEND:VCARD")
      }
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~1 -0; to the server +0 ~0 -0; conflicts 0")
      #expect(report.notices.contains { $0.contains("sync token") })
      try await device.expectBothSides(["ada", "alan"], kept: ["alan": ["NOTE:new"]])
      #expect(try await device.account().syncToken != account.syncToken)
    }
  }

  @Test(arguments: PeerKind.available)
  func withoutSyncCollectionTheETagListingFindsEveryChange(_ kind: PeerKind) async throws {
    let plain: (any RemoteAddressBook) -> any RemoteAddressBook = {
      InterferingRemote($0, hidesSyncCollection: true)
    }
    try await withSyncedPair(kind, wrap: plain) { device, _ in
      #expect(try await device.account().syncToken == nil)
      try await device.editServer("ada") {
        $0.replacingOccurrences(of: "NOTE:poet", with: "NOTE:listed")
      }
      try await device.deleteServer("alan")
      let grace = try await device.addLocal(ContactForm(firstName: "Grace", lastName: "Hopper"))
      let report = try await device.sync(wrap: plain)
      #expect(
        report.counts.summary == "from the server +0 ~1 -1; to the server +1 ~0 -0; conflicts 0")
      try await device.expectBothSides(
        ["ada", grace], kept: ["ada": ["NOTE:listed", "X-CUSTOM-THING:keep me"]])
      #expect(!(try await device.sync(wrap: plain)).counts.changedAnything)
    }
  }

  @Test(arguments: PeerKind.available)
  func aServerThatSuddenlyHoldsNothingStopsTheSyncUntilTheUserConfirms(_ kind: PeerKind)
    async throws
  {
    try await withSyncedPair(kind) { device, _ in
      try await device.deleteServer("ada")
      try await device.deleteServer("alan")
      await #expect(throws: SyncStop.self) { try await device.sync() }
      #expect(try await device.localCards().count == 2, "nothing deleted before the user says so")
      let dryRun = try await device.sync(SyncOptions(dryRun: true, confirmed: true))
      #expect(dryRun.counts.fromServerRemoved == 2)
      #expect(try await device.localCards().count == 2)
      let report = try await device.sync(SyncOptions(confirmed: true))
      #expect(report.counts.fromServerRemoved == 2)
      try await device.expectBothSides([])
    }
  }

  @Test(arguments: PeerKind.available)
  func deletingMostContactsHereAsksBeforeDeletingThemOnTheServer(_ kind: PeerKind) async throws {
    try await withSyncedPair(kind) { device, _ in
      var uids = ["ada", "alan"]
      for name in ["Mary", "Percy", "Emmy"] {
        uids.append(try await device.addLocal(ContactForm(firstName: name, lastName: "X")))
      }
      try await device.sync()
      for uid in uids.dropFirst() { try await device.deleteLocal(uid) }
      await #expect(throws: SyncStop.self) { try await device.sync() }
      #expect(try await device.serverCards().count == 5)
      let report = try await device.sync(SyncOptions(confirmed: true))
      #expect(report.counts.toServerRemoved == 4)
      try await device.expectBothSides(["ada"])
    }
  }

  // Radicale's rights file makes a book read-only; Xandikos has no such setting.
  @Test(.enabled(if: Peers.available("radicale")))
  func aReadOnlyBookKeepsLocalEditsAndSaysSoOnce() async throws {
    try await Radicale.with { server in
      try server.seed(
        ["ada.vcf": SyncHarness.card("ada", "Ada", "Lovelace", ["NOTE:poet"])], book: "readonly")
      let device = try await SyncHarness(bookURL: server.bookURL("readonly"))
      try await device.sync()
      try await device.editLocal("ada") { $0.note = "local only" }
      let mine = try await device.addLocal(ContactForm(firstName: "Grace", lastName: "Hopper"))
      let first = try await device.sync()
      #expect(first.notices.filter { $0.contains("read-only") }.count == 1)
      #expect(!first.counts.changedAnything)
      let second = try await device.sync()
      #expect(!second.notices.contains { $0.contains("read-only") })
      #expect(try await device.localContact("ada").note == "local only")
      let server = try await device.serverCards()
      #expect(Set(server.keys) == ["ada"])
      #expect(
        String(decoding: try #require(server["ada"]).data, as: UTF8.self).contains("NOTE:poet"))
      #expect(try await device.localCards().keys.contains(mine))
    }
  }
}
