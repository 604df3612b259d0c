import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

/// The import writes its rows first and indexes them for search at the end, in one transaction:
/// the index must come out right whatever the file holds, and nothing of a failed import stays.
@Suite("Streaming import")
struct StreamingImportTests {
  private func item(_ uid: String, _ fullName: String) throws -> ContactImport {
    ContactImport(uid: uid, draft: try draft(fullName))
  }

  private func names(matching query: String, in store: ContactDatabase) async throws -> [String] {
    try await store.page(PageRequest(.first, limit: 50, query: query)).contacts
      .map(\.fullName)
  }

  private func indexIsSound(_ store: ContactDatabase) throws {
    try store.writer.write { db in
      try db.execute(sql: "INSERT INTO contactSearch(contactSearch) VALUES ('integrity-check')")
    }
  }

  @Test func aUIDTwiceInOneFileAndAnOlderContactUpdatedLeaveTheSearchIndexRight() async throws {
    let store = try ContactDatabase.inMemory()
    _ = try await store.importContacts([try item("old", "Ada Lovelace")], dryRun: false) { _ in }
    let counts = try await store.importContacts(
      [
        try item("new", "Alan Turing"), try item("old", "Ada Byron"),
        try item("new", "Alan Mathison"), try item("other", "Grace Hopper"),
      ], dryRun: false
    ) { _ in }
    // The second, different "new" card is kept separate (issue 10), not written over the first.
    #expect(counts == ImportCounts(added: 3, updated: 1, keptSeparate: 1))
    try indexIsSound(store)
    #expect(try await names(matching: "lovelace", in: store) == [])
    #expect(try await names(matching: "byron", in: store) == ["Ada Byron"])
    #expect(try await names(matching: "turing", in: store) == ["Alan Turing"])
    #expect(try await names(matching: "mathison", in: store) == ["Alan Mathison"])
    #expect(try await names(matching: "hopper", in: store) == ["Grace Hopper"])
    // The triggers are back: a contact added after the import is found.
    _ = try await store.create(try draft("Katherine Johnson"))
    #expect(try await names(matching: "johnson", in: store) == ["Katherine Johnson"])
    try indexIsSound(store)
  }

  @Test func aSourceThatFailsHalfwayLeavesNothingAndTheTriggersInPlace() async throws {
    let store = try ContactDatabase.inMemory()
    _ = try await store.create(try draft("Ada Lovelace"))
    let source = FailingSource(good: [try item("a", "Alan Turing"), try item("b", "Grace Hopper")])
    await #expect(throws: FailingSource.Failure.self) {
      _ = try await store.importContacts(from: source, dryRun: false) { _ in }
    }
    #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
    _ = try await store.create(try draft("Katherine Johnson"))
    #expect(try await names(matching: "johnson", in: store) == ["Katherine Johnson"])
    try indexIsSound(store)
  }

  @Test func aDryRunCountsAndLeavesTheIndexAsItWas() async throws {
    let store = try ContactDatabase.inMemory()
    _ = try await store.importContacts([try item("a", "Ada Lovelace")], dryRun: false) { _ in }
    let counts = try await store.importContacts(
      [try item("a", "Ada Byron"), try item("b", "Alan Turing")], dryRun: true
    ) { _ in }
    #expect(counts == ImportCounts(added: 1, updated: 1))
    #expect(try await names(matching: "lovelace", in: store) == ["Ada Lovelace"])
    #expect(try await names(matching: "turing", in: store) == [])
    _ = try await store.create(try draft("Katherine Johnson"))
    #expect(try await names(matching: "johnson", in: store) == ["Katherine Johnson"])
    try indexIsSound(store)
  }

  @Test func progressIsToldEveryThousandContacts() async throws {
    let store = try ContactDatabase.inMemory()
    let items = try (0..<2500).map { try item("u\($0)", "Person N\($0)") }
    let heard = Heard()
    let counts = try await store.importContacts(items, dryRun: false) { heard.append($0) }
    #expect(counts == ImportCounts(added: 2500))
    #expect(heard.all == [1000, 2000])
  }
}

/// Hands out its contacts, then fails: a file malformed after its first cards.
final class FailingSource: ContactImportSource, @unchecked Sendable {
  struct Failure: Error {}
  private var good: [ContactImport]

  init(good: [ContactImport]) {
    self.good = good
  }

  func next() throws -> ContactImport? {
    guard !good.isEmpty else { throw Failure() }
    return good.removeFirst()
  }

  func report(_ card: RepeatedUIDCard) {
    Issue.record("no card of this source has another's uid: \(card.message)")
  }
}

/// What a progress callback heard, from whatever thread.
private final class Heard: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Int] = []

  func append(_ value: Int) { lock.withLock { values.append(value) } }
  var all: [Int] { lock.withLock { values } }
}
