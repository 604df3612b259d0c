import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@Suite("The sync memory reads only the records a sync of changes needs")
struct ChangedRecordsTests {
  private let account = SyncAccount(name: "home", url: "https://dav.example.com/", username: "ada")

  /// A store with the contacts `uids` and records: a, b and gone agreed (gone's contact
  /// deleted), skipped, and new being created (no ETag yet).
  private func store(uids: [String]) async throws -> ContactDatabase {
    let store = try ContactDatabase.inMemory()
    _ = try await store.importContacts(
      uids.map { ContactImport(uid: $0, draft: try ContactDraft(firstName: $0, lastName: "X")) },
      dryRun: false
    ) { _ in }
    try await store.ledger.addAccount(account)
    var batch = LedgerWrite(account: account)
    batch.saved = [
      LedgerEntry(href: "/a.vcf", uid: "a", etag: "1"),
      LedgerEntry(href: "/b.vcf", uid: "b", etag: "2"),
      LedgerEntry(href: "/gone.vcf", uid: "gone", etag: "3"),
      LedgerEntry(href: "/skipped.vcf", uid: "", etag: "4", skipReason: "no name"),
      LedgerEntry(href: "/new.vcf", uid: "new", etag: nil),
    ]
    try await store.ledger.apply(batch)
    return store
  }

  @Test func recordsAreFoundByHrefAndByUIDOfOneAccount() async throws {
    let state = try await store(uids: ["a", "b", "new"]).ledger
    #expect(
      try await state.records(account: "home", hrefs: ["/b.vcf", "/x.vcf"]).map(\.uid) == ["b"])
    #expect(try await state.records(account: "home", uids: ["a", "zz"]).map(\.href) == ["/a.vcf"])
    #expect(try await state.records(account: "work", uids: ["a"]).isEmpty)
    #expect(try await state.records(account: "home", hrefs: []).isEmpty)
    let etags = try await state.recordETags(account: "home")
    #expect(Set(etags.map(\.href)).count == 5)
    #expect(etags.first { $0.href == "/new.vcf" }?.etag == nil)
    #expect(etags.first { $0.href == "/a.vcf" }?.etag == "1")
  }

  @Test func recordsOfContactsGoneSkippedOrBeingCreatedAreCheckedEveryTime() async throws {
    let store = try await store(uids: ["a", "b", "new"])
    let again = try await store.ledger.recordsToRecheck(account: "home")
    #expect(Set(again.map(\.href)) == ["/gone.vcf", "/skipped.vcf", "/new.vcf"])
    let b = try #require(try await store.stampedContacts(uids: ["b"]).first)
    try await store.delete(id: b.export.contact.id)
    let now = try await store.ledger.recordsToRecheck(account: "home")
    #expect(Set(now.map(\.href)) == ["/b.vcf", "/gone.vcf", "/skipped.vcf", "/new.vcf"])
  }

  @Test func theStampSeenIsKeptWithTheAccountAndNoneAtFirst() async throws {
    let state = try await store(uids: []).ledger
    #expect(try await state.accounts().first?.seenSeq == nil)
    var seen = account
    seen.seenSeq = 42
    try await state.apply(LedgerWrite(account: seen))
    #expect(try await state.accounts().first?.seenSeq == 42)
  }
}
