import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@Suite("The sync memory in the contacts database")
struct LedgerStoreTests {
  private let account = SyncAccount(
    name: "home", url: "https://dav.example.com/", username: "ada",
    passwordCommand: "pass show dav")

  @Test func anAccountIsKeptWithoutAPasswordAndItsNameIsUnique() async throws {
    let state = try ContactDatabase.inMemory().ledger
    try await state.addAccount(account)
    #expect(try await state.accounts() == [account])
    await #expect(throws: SyncLedgerError.accountExists("home")) {
      try await state.addAccount(account)
    }
  }

  @Test func aBatchSavesRecordsConflictsAndTheTokenTogether() async throws {
    let state = try ContactDatabase.inMemory().ledger
    try await state.addAccount(account)
    var batch = LedgerWrite(account: account)
    batch.account.syncToken = "token-1"
    batch.saved = [
      LedgerEntry(href: "/a.vcf", uid: "a", etag: #""1""#, localDigest: "l", serverDigest: "s"),
      LedgerEntry(href: "/b.vcf", uid: "b", etag: nil, skipReason: "no name"),
    ]
    batch.conflicts = [
      SyncConflict(
        id: 0, account: "home", uid: "a", contactName: "Ada", field: "note", mine: "x",
        server: "y")
    ]
    try await state.apply(batch)
    #expect(try await state.accounts().first?.syncToken == "token-1")
    #expect(Set(try await state.records(account: "home")) == Set(batch.saved))
    #expect(try await state.recordCounts(account: "home") == (2, 1))
    #expect(try await state.recordCounts(account: "work") == (0, 0))
    let conflict = try #require(try await state.conflicts(account: "home").first)
    #expect(conflict.server == "y")

    var next = LedgerWrite(account: batch.account)
    next.removed = ["/b.vcf"]
    try await state.apply(next)
    #expect(try await state.records(account: "home").map(\.href) == ["/a.vcf"])
    #expect(try await state.recordCounts(account: "home") == (1, 0))
    #expect(try await state.removeConflict(id: conflict.id) == conflict)
    await #expect(throws: SyncLedgerError.noConflict(conflict.id)) {
      try await state.removeConflict(id: conflict.id)
    }
  }

  @Test func removingAnAccountForgetsItsRecordsAndConflictsButNoContact() async throws {
    let database = try ContactDatabase.inMemory()
    let state = database.ledger
    _ = try await database.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    try await state.addAccount(account)
    var batch = LedgerWrite(account: account)
    batch.saved = [LedgerEntry(href: "/a.vcf", uid: "a", etag: "1")]
    batch.conflicts = [
      SyncConflict(
        id: 0, account: "home", uid: "a", contactName: "Ada", field: "note", mine: "x",
        server: "y")
    ]
    try await state.apply(batch)
    try await state.removeAccount(named: "home")
    #expect(try await state.accounts().isEmpty)
    #expect(try await state.records(account: "home").isEmpty)
    #expect(try await state.conflicts(account: nil).isEmpty)
    #expect(try await database.allContacts().count == 1)
    await #expect(throws: SyncLedgerError.noAccount("home")) {
      try await state.removeAccount(named: "home")
    }
  }

  @Test func aFileOfTheFirstVersionGainsTheSyncTables() async throws {
    let fixture = try #require(
      Bundle.module.url(
        forResource: "contacts-v1", withExtension: "sqlite", subdirectory: "Fixtures"))
    try await withTemporaryDirectory { folder in
      let copy = folder.appendingPathComponent("contacts.sqlite")
      try FileManager.default.copyItem(at: fixture, to: copy)
      let database = try ContactDatabase.openFile(at: copy.path)
      try await database.ledger.addAccount(account)
      #expect(try await database.ledger.accounts().map(\.name) == ["home"])
      #expect(try await database.allContacts().count == 5)
    }
  }
}
