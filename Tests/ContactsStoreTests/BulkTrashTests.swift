import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("Undoing a large import moves its contacts to Recently deleted set-based")
struct BulkTrashTests {
  private static func cards(_ range: Range<Int>, word: String) throws -> [ContactImport] {
    try range.map { index in
      ContactImport(
        uid: "urn:uuid:\(word)-\(index)",
        draft: try ContactDraft(
          ContactForm(
            firstName: "\(word.capitalized)\(index)", lastName: "Person",
            phones: [LabeledValue(label: "mobile", value: "555 \(index)")])))
    }
  }

  @Test func mostOfTheBookGoesAndTheIndexesAndCountsAreBuiltFromWhatStays() async throws {
    let store = try ContactDatabase.inMemory()
    _ = try await store.importContacts(try Self.cards(0..<10, word: "kept"), dryRun: false) {
      _ in
    }
    let added = try Self.cards(0..<BulkTrash.threshold + 100, word: "gone")
    _ = try await store.importContacts(added, dryRun: false) { _ in }
    let changed = try #require(try await store.searchAll("gone7").first)
    // Another program changes one of the import's contacts after it.
    try await store.writer.write { db in
      try db.execute(
        sql: "UPDATE contact SET note = 'met at the fair' WHERE id = ?", arguments: [changed.id])
    }
    let outcome = try await store.undo(nil)
    #expect(outcome.removed == added.count - 1 && outcome.keptCount == 1)
    #expect(outcome.kept == [changed.fullName])
    try await Self.expectConsistent(store, kept: 11, findable: "kept3", gone: "gone12")
    #expect(try await store.searchAll("gone7").map(\.id) == [changed.id])
    let deleted = try await store.deletedContacts(limit: 1000)
    #expect(deleted.count == added.count - 1)
    #expect(deleted.contains { $0.fullName == "Gone12 Person" })
    // Restored from Recently deleted, a contact is whole and found again.
    let restored = try await store.restore(
      id: try #require(deleted.first { $0.fullName == "Gone12 Person" }).id)
    #expect(restored.phones.map(\.value) == ["555 12"])
    #expect(try await store.searchAll("gone12").map(\.id) == [restored.id])
  }

  @Test func aFewOfAGreatBookGoAndTheIndexesLoseOnlyThem() async throws {
    let store = try ContactDatabase.inMemory()
    let kept = BulkTrash.threshold * 3
    _ = try await store.importContacts(try Self.cards(0..<kept, word: "kept"), dryRun: false) {
      _ in
    }
    let added = try Self.cards(0..<BulkTrash.threshold, word: "gone")
    _ = try await store.importContacts(added, dryRun: false) { _ in }
    let outcome = try await store.undo(nil)
    #expect(outcome.removed == added.count && outcome.keptCount == 0)
    try await Self.expectConsistent(store, kept: kept, findable: "kept3", gone: "gone12")
  }

  /// The book holds `kept` contacts, counted so by the list, found by `findable` and not by
  /// `gone`, and both search indexes pass their integrity checks.
  private static func expectConsistent(
    _ store: ContactDatabase, kept: Int, findable: String, gone: String
  ) async throws {
    #expect(try await store.allContacts().count == kept)
    let page = try await store.page(PageRequest(limit: 5))
    #expect(page.place?.total == kept)
    #expect(try await store.searchAll(findable).count >= 1)
    #expect(try await store.searchAll(gone).isEmpty)
    try await store.writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO contactSearch(contactSearch) VALUES ('integrity-check');
          INSERT INTO contactListSearch(contactListSearch) VALUES ('integrity-check');
          """)
    }
  }
}
