import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsStore

/// Two different cards with one UID in one import: both kept, the second reported, and
/// importing the same cards again gives the same address book.
@Suite("Cards with one UID in one import")
struct RepeatedUIDImportTests {
  private func card(_ uid: String, _ fullName: String, line: Int, file: String = "book.vcf")
    throws -> ContactImport
  {
    ContactImport(
      uid: uid, draft: try draft(fullName), extras: "",
      origin: CardOrigin(fileName: file, line: line))
  }

  /// Imports `cards`, returning the counts and what the store reported.
  private func importing(
    _ cards: [ContactImport], into store: ContactDatabase, dryRun: Bool = false
  )
    async throws -> (ImportCounts, [String])
  {
    let source = ContactImportList(cards)
    let counts = try await store.importContacts(from: source, dryRun: dryRun) { _ in }
    return (counts, source.repeatedUIDs.map(\.message))
  }

  @Test func aSecondDifferentCardIsKeptAsItsOwnContactAndReportedWithBothLines() async throws {
    let store = try ContactDatabase.inMemory()
    let cards = [try card("x", "Ada Lovelace", line: 12), try card("x", "Alan Turing", line: 40)]
    let (counts, reported) = try await importing(cards, into: store)
    #expect(counts == ImportCounts(added: 2, keptSeparate: 1))
    #expect(
      reported == [
        "book.vcf, line 40: a second card with UID x (first at line 12): kept as a separate contact"
      ])
    #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace", "Alan Turing"])
    let exports = try await store.exportContacts(after: nil, limit: 10)
    // The first keeps the UID; the second a new one, and the UID its file had, for export.
    #expect(exports.map { $0.fileUID ?? $0.uid } == ["x", "x"])
    #expect(exports[0].uid == "x" && exports[0].fileUID == nil)
    #expect(exports[1].uid != "x" && exports[1].uid.hasPrefix("urn:uuid:"))
  }

  @Test func anIdenticalRepeatIsOneContactAndNotReported() async throws {
    let store = try ContactDatabase.inMemory()
    let cards = [try card("x", "Ada Lovelace", line: 1), try card("x", "Ada Lovelace", line: 9)]
    let (counts, reported) = try await importing(cards, into: store)
    #expect(counts == ImportCounts(added: 1, unchanged: 1))
    #expect(reported.isEmpty)
    #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
  }

  @Test func importingTheSameCardsTwiceGivesTheSameBookAsOnce() async throws {
    let store = try ContactDatabase.inMemory()
    let cards = [
      try card("x", "Ada Lovelace", line: 1), try card("x", "Alan Turing", line: 9),
      try card("x", "Ada Lovelace", line: 17), try card("x", "Grace Hopper", line: 25),
      try card("y", "Emmy Noether", line: 33),
    ]
    let (first, reported) = try await importing(cards, into: store)
    #expect(first == ImportCounts(added: 4, unchanged: 1, keptSeparate: 2))
    #expect(
      reported.last
        == "book.vcf, line 25: card 3 with UID x (first at line 1): kept as a separate contact")
    let book = try await store.exportContacts(after: nil, limit: 10)
    let (again, reportedAgain) = try await importing(cards, into: store)
    #expect(again == ImportCounts(unchanged: 5, keptSeparate: 2))
    #expect(reportedAgain == reported)
    #expect(try await store.exportContacts(after: nil, limit: 10) == book)
  }

  @Test func reorderedCardsUpdateTheContactsAndTheBookHoldsWhatTheFileSays() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try card("x", "Ada Lovelace", line: 1)
    let alan = try card("x", "Alan Turing", line: 9)
    _ = try await importing([ada, alan], into: store)
    let (counts, _) = try await importing([alan, ada], into: store)
    #expect(counts == ImportCounts(updated: 2, keptSeparate: 1))
    #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace", "Alan Turing"])
  }

  @Test func aCardInAnotherFileIsNamedWithItsFile() async throws {
    let store = try ContactDatabase.inMemory()
    let cards = [
      try card("x", "Ada Lovelace", line: 3, file: "a.vcf"),
      try card("x", "Alan Turing", line: 7, file: "b.vcf"),
    ]
    let (_, reported) = try await importing(cards, into: store)
    #expect(
      reported == [
        "b.vcf, line 7: a second card with UID x (first at a.vcf, line 3): kept as a separate contact"
      ])
  }

  @Test func aDryRunReportsTheSameAndStoresNothing() async throws {
    let store = try ContactDatabase.inMemory()
    let cards = [try card("x", "Ada Lovelace", line: 12), try card("x", "Alan Turing", line: 40)]
    let (counts, reported) = try await importing(cards, into: store, dryRun: true)
    #expect(counts == ImportCounts(added: 2, keptSeparate: 1))
    #expect(reported.count == 1)
    #expect(try await store.allContacts().isEmpty)
    // The dry run's bookkeeping went with its rollback: a real import after it works the same.
    let (real, _) = try await importing(cards, into: store)
    #expect(real == counts)
  }

  @Test func aContactAlreadyInTheBookIsUpdatedByTheFirstCardOnly() async throws {
    let store = try ContactDatabase.inMemory()
    _ = try await importing([try card("x", "Ada Lovelace", line: 1)], into: store)
    let cards = [try card("x", "Ada King", line: 1), try card("x", "Alan Turing", line: 9)]
    let (counts, reported) = try await importing(cards, into: store)
    #expect(counts == ImportCounts(added: 1, updated: 1, keptSeparate: 1))
    #expect(reported.count == 1)
    #expect(try await store.allContacts().map(\.fullName) == ["Ada King", "Alan Turing"])
  }
}
