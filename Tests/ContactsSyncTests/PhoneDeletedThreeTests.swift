import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

/// The walkthrough, as a new user would try it: a phone (vdirsyncer, a second CardDAV
/// client of its own) deletes 3 contacts on Radicale; this device syncs, restores them from
/// Recently deleted through the app of each build, syncs again; the phone syncs and sees them
/// back, with their content.
@Suite(
  "A phone deletes 3 contacts on Radicale, they are restored here, and the phone sees them back",
  .enabled(if: Peers.available("radicale") && Peers.available("vdirsyncer")), .tags(.slow))
struct PhoneDeletedThreeTests {
  private static let deletedByThePhone = ["ada", "alan", "grace"]
  /// The rest of the book: 3 of 10 deleted is below what the sync asks about first.
  private static let others = [
    ("katherine", "Katherine", "Johnson"), ("margaret", "Margaret", "Hamilton"),
    ("barbara", "Barbara", "Liskov"), ("edsger", "Edsger", "Dijkstra"),
    ("donald", "Donald", "Knuth"), ("radia", "Radia", "Perlman"), ("tim", "Tim", "Berners-Lee"),
  ]
  /// Lines each of the three holds, some the app does not model: they must come back too
  /// (the types in lower case, as the app writes them: vCard's parameter values ignore case).
  private static let content = [
    "ada": ["TEL;TYPE=cell:+44 20 7946 0000", "X-CUSTOM-THING:keep me", "NOTE:Analyst"],
    "alan": ["EMAIL;TYPE=work:alan@example.org", "ORG:Bletchley Park"],
    "grace": ["BDAY:1906-12-09", "X-RANK:Rear Admiral"],
  ]

  @Test(arguments: Architecture.allCases)
  func thePhoneSeesTheThreeBackWithTheirContent(_ architecture: Architecture) async throws {
    try await Radicale.with { server in
      var cards = [
        "ada.vcf": SyncHarness.card("ada", "Ada", "Lovelace", Self.content["ada"] ?? []),
        "alan.vcf": SyncHarness.card("alan", "Alan", "Turing", Self.content["alan"] ?? []),
        "grace.vcf": SyncHarness.card("grace", "Grace", "Hopper", Self.content["grace"] ?? []),
      ]
      for (uid, first, last) in Self.others {
        cards["\(uid).vcf"] = SyncHarness.card(uid, first, last)
      }
      try await server.seed(cards)
      let device = try await SyncHarness(bookURL: server.bookURL)
      let app = architecture.app(device.database)
      print("[\(architecture.name)] first sync: \(try await device.sync().counts.summary)")
      try await withTemporaryDirectory { root in
        let phone = try Vdirsyncer(bookURL: server.bookURL, root: root)
        try phone.sync()
        for uid in Self.deletedByThePhone {
          try FileManager.default.removeItem(at: try phone.file(of: uid))
        }
        try phone.sync()
        print("[\(architecture.name)] the phone deleted 3; it lists \(try phone.cards().count)")

        let pulled = try await device.sync().counts.summary
        print("[\(architecture.name)] sync: \(pulled)")
        #expect(pulled == "from the server +0 ~0 -3; to the server +0 ~0 -0; conflicts 0")
        let deleted = try await app.recentlyDeleted(limit: 10)
        #expect(
          Set(deleted.rows.map(\.name)) == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
        for row in deleted.rows {
          print("[\(architecture.name)] \(try await app.restore(row.id).sentence)")
        }
        let pushed = try await device.sync().counts.summary
        print("[\(architecture.name)] sync again: \(pushed)")
        #expect(pushed == "from the server +0 ~0 -0; to the server +3 ~0 -0; conflicts 0")

        try phone.sync()
        let cards = try phone.cards()
        for (uid, text) in cards.sorted(by: { $0.key < $1.key }) {
          let name = text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("FN:") } ?? ""
          print("[\(architecture.name)] the phone lists \(uid): \(name.dropFirst(3))")
        }
        #expect(Set(cards.keys) == Set(Self.deletedByThePhone + Self.others.map(\.0)))
        for (uid, lines) in Self.content {
          for line in lines {
            #expect(cards[uid]?.contains(line) == true, "the phone's \(uid) lacks \(line)")
          }
        }
        #expect(!(try await device.sync()).counts.changedAnything, "once, not again")
      }
    }
  }
}
