import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

@Suite("Group cards synced both ways with Radicale and Xandikos", .tags(.slow))
struct GroupCardSyncTests {
  /// A device in sync with a server holding Ada, Alan, Grace and the Apple-style group
  /// Friends (Ada).
  private func withFriends(_ kind: PeerKind, _ body: (SyncHarness) async throws -> Void)
    async throws
  {
    try await kind.withSyncedBook(adaExtras: []) { device in
      try await device.putServer(
        "friends", SyncHarness.appleGroup("friends", "Friends", members: ["ada"]))
      try await device.sync()
      try await body(device)
    }
  }

  /// Another device puts Grace in Friends.
  private func addGraceToFriendsOnTheServer(_ device: SyncHarness) async throws {
    try await device.editServer("friends") {
      $0.replacingOccurrences(
        of: "END:VCARD", with: "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:grace\r\nEND:VCARD")
    }
  }

  @Test(arguments: PeerKind.available)
  func groupCardsOnTheServerComeDownAndPutTheirMembersInTheirGroups(_ kind: PeerKind)
    async throws
  {
    try await kind.with { server in
      try await server.seed([
        "ada.vcf": SyncHarness.card("ada", "Ada", "Lovelace"),
        "alan.vcf": SyncHarness.card("alan", "Alan", "Turing"),
        "friends.vcf": SyncHarness.appleGroup("friends", "Friends", members: ["ada", "alan"]),
        "family.vcf": SyncHarness.groupCard("family", "Family", members: ["alan"]),
      ])
      let device = try await SyncHarness(bookURL: server.bookURL)
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +4 ~0 -0; to the server +0 ~0 -0; conflicts 0")
      #expect(!report.saysMore)
      #expect(
        Set(try await device.database.groups())
          == [ContactGroup(name: "Friends", count: 2), ContactGroup(name: "Family", count: 1)])
      #expect(try await device.localGroupCard("family").members == ["urn:uuid:alan"])
      let again = try await device.sync()
      #expect(!again.counts.changedAnything)
      #expect(!again.saysMore)
    }
  }

  @Test(arguments: PeerKind.available)
  func groupCardsMadeHereGoUpAsTheyCame(_ kind: PeerKind) async throws {
    try await kind.withSyncedBook(adaExtras: []) { device in
      try await device.importGroupCards([
        SyncHarness.appleGroup("friends", "Friends", members: ["ada"]),
        SyncHarness.groupCard("family", "Family", members: ["alan", "grace"]),
      ])
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~0 -0; to the server +2 ~0 -0; conflicts 0")
      #expect(try await device.serverText("friends").contains("X-ADDRESSBOOKSERVER-MEMBER"))
      let family = try await device.serverText("family")
      #expect(family.contains("MEMBER:urn:uuid:alan") && family.contains("MEMBER:urn:uuid:grace"))
      let again = try await device.sync()
      #expect(!again.counts.changedAnything)
      #expect(!again.saysMore)
    }
  }

  @Test(arguments: PeerKind.available)
  func editsOfAGroupCardGoBothWays(_ kind: PeerKind) async throws {
    try await withFriends(kind) { device in
      try await addGraceToFriendsOnTheServer(device)
      let pulled = try await device.sync()
      #expect(
        pulled.counts.summary == "from the server +0 ~1 -0; to the server +0 ~0 -0; conflicts 0")
      #expect(try await device.database.groups() == [ContactGroup(name: "Friends", count: 2)])

      // Alan put in Friends on the edit screen: the group card lists him, and goes up.
      try await device.editLocal("alan") { $0.groups = ["Friends"] }
      let pushed = try await device.sync()
      #expect(
        pushed.counts.summary == "from the server +0 ~0 -0; to the server +0 ~1 -0; conflicts 0")
      #expect(try await device.serverText("friends").contains("urn:uuid:alan"))
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  @Test(arguments: PeerKind.available)
  func editsOnBothSidesOfOneGroupCardAreBothKept(_ kind: PeerKind) async throws {
    try await withFriends(kind) { device in
      try await addGraceToFriendsOnTheServer(device)
      try await device.editLocal("alan") { $0.groups = ["Friends"] }
      try await device.sync()
      let members = Set(try await device.localGroupCard("friends").members.map(GroupCard.bare))
      #expect(members == ["ada", "alan", "grace"])
      let server = try await device.serverText("friends")
      #expect(["ada", "alan", "grace"].allSatisfy { server.contains("urn:uuid:\($0)") })
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  @Test(arguments: PeerKind.available)
  func aGroupCardDeletedOnEitherSideIsDeletedOnTheOther(_ kind: PeerKind) async throws {
    try await withFriends(kind) { device in
      try await device.deleteServer("friends")
      let pulled = try await device.sync()
      #expect(pulled.counts.fromServerRemoved == 1)
      #expect(try await device.database.groupCards().isEmpty)
      #expect(try await device.database.groups().isEmpty)

      try await device.importGroupCards([
        SyncHarness.groupCard("family", "Family", members: ["alan"])
      ])
      try await device.sync()
      #expect(try await device.serverCards()["family"] != nil)
      // The import taken back: the group card is gone here, and then there.
      _ = try await device.database.undo(nil)
      #expect(try await device.database.groupCards().isEmpty)
      let pushed = try await device.sync()
      #expect(pushed.counts.toServerRemoved == 1)
      #expect(try await device.serverCards()["family"] == nil)
    }
  }

  @Test(arguments: PeerKind.available)
  func aGroupCardTheServerRewritesIsNoChange(_ kind: PeerKind) async throws {
    try await withFriends(kind) { device in
      let before = try await device.localGroupCard("friends")
      try await device.editServer("friends") {
        $0.replacingOccurrences(
          of: "VERSION:3.0\r\n", with: "VERSION:3.0\r\nPRODID:-//Other//EN\r\n"
        )
        .replacingOccurrences(of: "urn:uuid:ada", with: "ada")
      }
      let report = try await device.sync()
      #expect(!report.counts.changedAnything)
      #expect(try await device.localGroupCard("friends") == before)
    }
  }

  @Test(arguments: PeerKind.available)
  func aGroupCardAnEarlierVersionSkippedComesDownOnTheNextSync(_ kind: PeerKind) async throws {
    try await withFriends(kind) { device in
      // The memory an earlier version left: the group card skipped, never stored here.
      let ledger = device.database.ledger
      let records = try await ledger.records(account: SyncHarness.accountName)
      let friends = try #require(records.first { $0.uid == "friends" })
      var write = LedgerWrite(account: try await device.account())
      write.saved = [
        LedgerEntry(
          href: friends.href, uid: "", etag: friends.etag,
          skipReason: "\(friends.href): a group card (“Friends”) is kept on the server, not synced")
      ]
      try await ledger.apply(write)
      try await device.database.applySync(
        [], deleting: [], storing: [], removingGroupCards: ["friends"],
        in: SyncRun(account: "earlier"))

      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +1 ~0 -0; to the server +0 ~0 -0; conflicts 0")
      #expect(!report.saysMore)
      #expect(try await device.database.groups() == [ContactGroup(name: "Friends", count: 1)])
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }
}
