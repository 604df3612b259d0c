import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import Testing

@Suite(
  "A sync reads only what changed since the last one, with Radicale and Xandikos", .tags(.slow))
struct ChangedOnlySyncTests {
  /// What one sync read: records from the sync memory, contacts from the store.
  struct Reads: Equatable {
    var records: Int
    var contacts: Int
  }

  /// Syncs `device` once, counting what the sync reads.
  private func countedSync(_ device: SyncHarness) async throws -> (SyncReport, Reads) {
    let ledger = RecordingLedger(device.database.ledger)
    let contacts = CountingContacts(device.database)
    let report = try await device.withServer { book in
      try await SyncEngine(contacts: contacts, ledger: ledger, remote: book)
        .sync(device.account())
    }
    #expect(contacts.snapshotsTaken == 0, "a sync never reads the whole book as an export")
    return (report, Reads(records: ledger.recordsRead, contacts: contacts.contactsRead))
  }

  /// A server with `count` cards, pulled by a new device.
  private func withPulledBook(
    _ kind: PeerKind, count: Int, _ body: (SyncHarness) async throws -> Void
  ) async throws {
    try await kind.with { server in
      var cards: [String: String] = [:]
      for index in 0..<count {
        cards["c\(index).vcf"] = SyncHarness.card("c\(index)", "Card", "Number\(index)")
      }
      try await server.seed(cards)
      let device = try await SyncHarness(bookURL: server.bookURL)
      let (first, _) = try await countedSync(device)
      #expect(first.counts.fromServerAdded == count)
      #expect(try await device.account().seenSeq != nil)
      try await body(device)
    }
  }

  @Test(arguments: PeerKind.available)
  func aSyncWithNothingChangedReadsAsLittleInALargerBook(_ kind: PeerKind) async throws {
    var reads: [Reads] = []
    for count in [20, 200] {
      try await withPulledBook(kind, count: count) { device in
        let (report, quiet) = try await countedSync(device)
        #expect(!report.counts.changedAnything)
        reads.append(quiet)
      }
    }
    #expect(reads.count == 2)
    #expect(reads.first == reads.last, "\(reads)")
    #expect(reads.allSatisfy { $0.records <= 2 && $0.contacts <= 2 }, "\(reads)")
  }

  @Test(arguments: PeerKind.available)
  func aBookSyncedBeforeStampsIsComparedWholeOnceThenNoMore(_ kind: PeerKind) async throws {
    try await withPulledBook(kind, count: 30) { device in
      // As a database migrated from v8 has it: an account that has seen no stamp.
      var account = try await device.account()
      account.seenSeq = nil
      try await device.database.ledger.apply(LedgerWrite(account: account))
      let (full, whole) = try await countedSync(device)
      #expect(!full.counts.changedAnything)
      #expect(whole.records >= 30 && whole.contacts == 30, "\(whole)")
      let (_, quiet) = try await countedSync(device)
      #expect(quiet.records <= 2 && quiet.contacts <= 2, "\(quiet)")
    }
  }

  @Test(arguments: PeerKind.available)
  func anEditThroughEveryWritePathIsSeenByTheNextSync(_ kind: PeerKind) async throws {
    try await withPulledBook(kind, count: 10) { device in
      try await device.editLocal("c1") { $0.note = "saved" }
      try await expectSent(device, "from the server +0 ~0 -0; to the server +0 ~1 -0; conflicts 0")

      try await device.editLocal("c2") { $0.phones = [LabeledValue(label: "", value: "555 1234")] }
      try await expectSent(device, "from the server +0 ~0 -0; to the server +0 ~1 -0; conflicts 0")

      let stored = try #require(
        try await device.database.exportContacts(after: nil, limit: 100).first { $0.uid == "c3" })
      var form = ContactForm(stored.contact)
      form.organization = "Imported"
      let imported = ContactImport(uid: "c3", draft: try ContactDraft(form), extras: stored.extras)
      let counts = try await device.database.importContacts([imported], dryRun: false) { _ in }
      #expect(counts.updated == 1)
      try await expectSent(device, "from the server +0 ~0 -0; to the server +0 ~1 -0; conflicts 0")

      try await device.deleteLocal("c4")
      try await expectSent(device, "from the server +0 ~0 -0; to the server +0 ~0 -1; conflicts 0")

      let added = try await device.addLocal(ContactForm(firstName: "New", lastName: "Here"))
      try await expectSent(device, "from the server +0 ~0 -0; to the server +1 ~0 -0; conflicts 0")
      try await device.expectBothSides(
        Set((0..<10).map { "c\($0)" }).subtracting(["c4"]).union([added]),
        kept: ["c1": ["NOTE:saved"], "c3": ["ORG:Imported"]])
    }
  }

  @Test(arguments: PeerKind.available)
  func aSyncStoppedMidwayKeepsTheStampItHadSeen(_ kind: PeerKind) async throws {
    try await withPulledBook(kind, count: 10) { device in
      let seen = try await device.account().seenSeq
      for uid in ["c1", "c2", "c3"] { try await device.editLocal(uid) { $0.note = "edited" } }
      await #expect(throws: RemoteError.self) {
        try await device.sync { InterferingRemote($0, writesBeforeBreaking: 1) }
      }
      #expect(try await device.account().seenSeq == seen)
      let report = try await device.sync()
      #expect(report.counts.toServerUpdated == 2, "the first edit reached the server before")
      #expect(report.counts.conflicts == 0)
      try await device.expectBothSides(
        Set((0..<10).map { "c\($0)" }),
        kept: ["c1": ["NOTE:edited"], "c2": ["NOTE:edited"], "c3": ["NOTE:edited"]])
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  /// Syncs `device` and expects `summary`, then a sync that changes nothing.
  private func expectSent(_ device: SyncHarness, _ summary: String) async throws {
    let (report, _) = try await countedSync(device)
    #expect(report.counts.summary == summary)
    let (quiet, reads) = try await countedSync(device)
    #expect(!quiet.counts.changedAnything)
    #expect(reads.contacts <= 2, "\(reads)")
  }
}
