import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import Testing

@Suite("A first sync with Radicale and Xandikos", .tags(.slow))
struct FirstSyncTests {
  static let photo = "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQ=="

  @Test(arguments: PeerKind.available)
  func theFirstPullBringsEveryContactAndGroupCard(_ kind: PeerKind)
    async throws
  {
    try await kind.with { server in
      try await server.seed([
        "ada.vcf": SyncHarness.card(
          "ada", "Ada", "Lovelace",
          [
            Self.photo, "BDAY:1815-12-10", "X-CUSTOM-THING:keep me",
            "TEL;TYPE=CELL:+44 20 7946 0000",
          ]),
        "acme.vcf": SyncHarness.card("acme", "Acme", "Corp", ["ORG:Acme Corporation"]),
        "initech.vcf":
          "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:initech\r\nFN:Initech\r\nORG:Initech\r\nEND:VCARD\r\n",
        "friends.vcf":
          "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:friends\r\nFN:Friends\r\nN:Friends;;;;\r\n"
          + "X-ADDRESSBOOKSERVER-KIND:group\r\nX-ADDRESSBOOKSERVER-MEMBER:urn:uuid:ada\r\n"
          + "END:VCARD\r\n",
      ])
      let device = try await SyncHarness(bookURL: server.bookURL)
      let report = try await device.sync()
      // Three contacts and a group card, which is stored as a group card, not as a contact.
      #expect(
        report.counts.summary == "from the server +4 ~0 -0; to the server +0 ~0 -0; conflicts 0")
      #expect(report.skipped.isEmpty)
      #expect(try await device.database.groupCards().map(\.name) == ["Friends"])
      try await device.expectBothSides(
        ["ada", "acme", "initech"],
        kept: [
          "ada": [
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQ==", "BDAY:1815-12-10",
            "X-CUSTOM-THING:keep me",
          ],
          "acme": ["Acme Corporation"],
          "initech": ["ORG:Initech"],
          "friends": ["X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:ada"],
        ],
        serverOnly: ["friends"])

      let again = try await device.sync()
      #expect(!again.counts.changedAnything)
      #expect(!again.saysMore)
      try await device.expectBothSides(["ada", "acme", "initech"], serverOnly: ["friends"])
    }
  }

  @Test(arguments: PeerKind.available)
  func theFirstPushSendsEveryLocalContactOnceEvenThoughRadicaleRewritesThem(_ kind: PeerKind)
    async throws
  {
    try await kind.with { server in
      let device = try await SyncHarness(bookURL: server.bookURL)
      let grace = try await device.addLocal(
        ContactForm(
          firstName: "Grace", lastName: "Hopper",
          phones: [LabeledValue(label: "work", value: "+1 555 0100")],
          emails: [LabeledValue(label: "home", value: "grace@example.com")],
          organization: "US Navy", note: "Wrote the first compiler"))
      let alan = try await device.addLocal(ContactForm(firstName: "Alan", lastName: "Turing"))
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~0 -0; to the server +2 ~0 -0; conflicts 0")
      try await device.expectBothSides(
        [grace, alan], kept: [grace: ["US Navy", "grace@example.com", "+1 555 0100"]])
      for _ in 0..<2 {
        let again = try await device.sync()
        #expect(!again.counts.changedAnything, "no ping-pong: \(again.counts.summary)")
      }
    }
  }

  @Test(arguments: PeerKind.available)
  func aServerThatRewritesCardsAndHidesTheirNewETagsCausesNoPingPong(_ kind: PeerKind) async throws
  {
    try await kind.with { server in
      let device = try await SyncHarness(bookURL: server.bookURL)
      let hidden: (any RemoteAddressBook) -> any RemoteAddressBook = {
        InterferingRemote($0, hidesNewETags: true)
      }
      let grace = try await device.addLocal(
        ContactForm(
          firstName: "Grace", lastName: "Hopper",
          phones: [LabeledValue(label: "mobile", value: "+1 555 0100")],
          emails: [LabeledValue(label: "Lab", value: "grace@example.com")]))
      try await device.sync(wrap: hidden)
      for _ in 0..<2 {
        let again = try await device.sync(wrap: hidden)
        #expect(!again.counts.changedAnything, "no ping-pong: \(again.counts.summary)")
      }
      try await device.expectBothSides(
        [grace], kept: [grace: ["grace@example.com", "+1 555 0100"]])
    }
  }

  @Test(arguments: PeerKind.available)
  func bothSidesNonEmptyMeetWithoutDuplicatingTheCardTheyShare(_ kind: PeerKind) async throws {
    try await kind.with { server in
      let device = try await SyncHarness(bookURL: server.bookURL)
      let mine = try await device.addLocal(ContactForm(firstName: "Mary", lastName: "Shelley"))
      let shared = try await device.addLocal(
        ContactForm(firstName: "Emmy", lastName: "Noether", note: "algebra"))
      try await server.seed([
        "percy.vcf": SyncHarness.card("percy", "Percy", "Shelley"),
        "emmy.vcf": SyncHarness.card(shared, "Emmy", "Noether", ["EMAIL:emmy@example.com"]),
      ])
      let report = try await device.sync()
      #expect(report.counts.fromServerAdded == 1)
      #expect(report.counts.toServerAdded == 1)
      #expect(report.counts.conflicts == 0)
      try await device.expectBothSides(
        [mine, shared, "percy"], kept: [shared: ["emmy@example.com", "NOTE:algebra"]])
    }
  }
}
