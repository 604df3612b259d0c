import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "The sync memory keeps accounts, records and conflicts beside the contacts",
  .removesTemporaryFolders)
struct LedgerContractTests {
  private let account = SyncAccount(
    name: "home", url: "https://dav.example.com/", username: "ada",
    passwordCommand: "pass show dav")

  private func conflict(_ uid: String) -> SyncConflict {
    SyncConflict(
      id: 0, account: "home", uid: uid, contactName: "Ada", field: "note", mine: "x", server: "y")
  }

  @Test(arguments: PortFactory<any SyncLedger>.all)
  func anAccountIsKeptAndItsNameIsUnique(_ factory: PortFactory<any SyncLedger>) async throws {
    let ledger = try await factory.make()
    try await ledger.addAccount(account)
    #expect(try await ledger.accounts() == [account])
    await #expect(throws: SyncLedgerError.accountExists("home")) {
      try await ledger.addAccount(account)
    }
  }

  @Test(arguments: PortFactory<any SyncLedger>.all)
  func aBatchSavesRecordsConflictsAndTheTokenTogether(_ factory: PortFactory<any SyncLedger>)
    async throws
  {
    let ledger = try await factory.make()
    try await ledger.addAccount(account)
    var batch = LedgerWrite(account: account)
    batch.account.syncToken = "token-1"
    batch.saved = [
      LedgerEntry(href: "/a.vcf", uid: "a", etag: #""1""#, localDigest: "l", serverDigest: "s"),
      LedgerEntry(href: "/b.vcf", uid: "b", etag: nil, skipReason: "no name"),
    ]
    batch.conflicts = [conflict("a")]
    try await ledger.apply(batch)
    #expect(try await ledger.accounts().first?.syncToken == "token-1")
    #expect(Set(try await ledger.records(account: "home")) == Set(batch.saved))
    #expect(try await ledger.records(account: "home", hrefs: ["/b.vcf"]).map(\.uid) == ["b"])
    #expect(try await ledger.records(account: "home", uids: ["a", "z"]).map(\.href) == ["/a.vcf"])
    #expect(
      Set(try await ledger.recordETags(account: "home").map { "\($0.href) \($0.etag ?? "-")" })
        == [#"/a.vcf "1""#, "/b.vcf -"])
    #expect(try await ledger.recordCounts(account: "home") == (2, 1))
    #expect(try await ledger.recordCounts(account: "work") == (0, 0))
    let kept = try #require(try await ledger.conflicts(account: "home").first)
    #expect(kept.server == "y" && kept.id > 0)
    #expect(try await ledger.conflicts(account: "work").isEmpty)

    var next = LedgerWrite(account: batch.account)
    next.removed = ["/b.vcf"]
    try await ledger.apply(next)
    #expect(try await ledger.records(account: "home").map(\.href) == ["/a.vcf"])
    #expect(try await ledger.removeConflict(id: kept.id) == kept)
    await #expect(throws: SyncLedgerError.noConflict(kept.id)) {
      try await ledger.removeConflict(id: kept.id)
    }
  }

  @Test(arguments: PortFactory<any SyncLedger>.all)
  func aRecordSavedAgainReplacesTheOneOfItsHrefEvenInOneBatch(
    _ factory: PortFactory<any SyncLedger>
  ) async throws {
    let ledger = try await factory.make()
    try await ledger.addAccount(account)
    var batch = LedgerWrite(account: account)
    batch.saved = [
      LedgerEntry(href: "/a.vcf", uid: "a", etag: "1"),
      LedgerEntry(href: "/b.vcf", uid: "b", etag: "1"),
      LedgerEntry(href: "/a.vcf", uid: "a", etag: "2", skipReason: "no name"),
    ]
    try await ledger.apply(batch)
    #expect(try await ledger.records(account: "home", hrefs: ["/a.vcf"]) == [batch.saved[2]])
    var next = LedgerWrite(account: account)
    next.removed = ["/b.vcf"]
    next.saved = [LedgerEntry(href: "/b.vcf", uid: "b", etag: "3", localDigest: "l")]
    try await ledger.apply(next)
    #expect(
      Set(try await ledger.records(account: "home")) == [batch.saved[2], next.saved[0]])
  }

  // The two below need contacts too: they run on the whole stores, which PostgreSQL joins with
  // its repository.
  @Test(arguments: StoreFactory.all)
  func recordsToRecheckAreTheSkippedTheUnwrittenAndThoseWhoseContactIsGone(
    _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make()
    let ada = ContactImport(uid: "a", draft: try ContractBook.draft("Ada Lovelace"))
    _ = try await store.contacts.importContacts([ada], dryRun: false) { _ in }
    try await store.ledger.addAccount(account)
    var batch = LedgerWrite(account: account)
    batch.saved = [
      LedgerEntry(href: "/a.vcf", uid: "a", etag: "1"),
      LedgerEntry(href: "/b.vcf", uid: "b", etag: "1"),
      LedgerEntry(href: "/c.vcf", uid: "c", etag: nil),
      LedgerEntry(href: "/d.vcf", uid: "d", etag: "1", skipReason: "no name"),
    ]
    try await store.ledger.apply(batch)
    let recheck = try await store.ledger.recordsToRecheck(account: "home").map(\.href)
    #expect(recheck.sorted() == ["/b.vcf", "/c.vcf", "/d.vcf"])
  }

  @Test(arguments: StoreFactory.all)
  func removingAnAccountForgetsItsRecordsAndConflictsButNoContact(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make()
    try await ContractBook.create(["Ada Lovelace"], in: store.contacts)
    try await store.ledger.addAccount(account)
    var batch = LedgerWrite(account: account)
    batch.saved = [LedgerEntry(href: "/a.vcf", uid: "a", etag: "1")]
    batch.conflicts = [conflict("a")]
    try await store.ledger.apply(batch)
    try await store.ledger.removeAccount(named: "home")
    #expect(try await store.ledger.accounts().isEmpty)
    #expect(try await store.ledger.records(account: "home").isEmpty)
    #expect(try await store.ledger.conflicts(account: nil).isEmpty)
    #expect(try await store.contacts.allContacts().count == 1)
    await #expect(throws: SyncLedgerError.noAccount("home")) {
      try await store.ledger.removeAccount(named: "home")
    }
  }
}
