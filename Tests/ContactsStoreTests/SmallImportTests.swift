import ContactsDomain
import ContactsTestSupport
import GRDB
import Testing

@testable import ContactsStore

/// A few contacts imported into a larger book (a sync's batch) are written row by row into the
/// indexes, in the connection's own page cache; a bulk import rebuilds them. Both end listed and
/// found the same.
@Suite("Small imports")
struct SmallImportTests {
  @Test func aFewContactsIntoALargerBookKeepTheIndexesAndTheCache() async throws {
    let (store, log) = try await Self.book(of: 40)
    let counts = try await store.importContacts(Self.contacts(40..<50), dryRun: false) { _ in }
    #expect(counts.added == 10)
    #expect(!log.all.contains { $0.contains("DROP INDEX") })
    #expect(!log.all.contains { $0.contains("optimize") })
    #expect(!log.all.contains { $0.contains("cache_size = \(ContactDatabase.importCacheSize)") })
    try await Self.expectListedAndFound(50, in: store)
  }

  @Test(arguments: [true, false])
  func aBulkImportRebuildsTheIndexesInALargeCache(countKnown: Bool) async throws {
    let (store, log) = try await Self.book(of: 10)
    let contacts = try Self.contacts(10..<60)
    let source: any ContactImportSource =
      countKnown ? ContactImportList(contacts) : UncountedSource(contacts)
    _ = try await store.importContacts(from: source, dryRun: false) { _ in }
    #expect(log.all.contains { $0.contains("DROP INDEX contact_on_sortKey") })
    #expect(log.all.contains { $0.contains("cache_size = \(ContactDatabase.importCacheSize)") })
    try await Self.expectListedAndFound(60, in: store)
  }

  // MARK: - Private

  /// A book of `count` imported contacts, its statements logged from then on.
  private static func book(of count: Int) async throws -> (ContactDatabase, StatementLog) {
    let store = try ContactDatabase.inMemory()
    _ = try await store.importContacts(contacts(0..<count), dryRun: false) { _ in }
    let log = StatementLog()
    try await store.writer.writeWithoutTransaction { db in
      db.trace { log.append($0.expandedDescription) }
    }
    return (store, log)
  }

  /// Contacts "Person i Family", whose names sort as their numbers do.
  private static func contacts(_ range: Range<Int>) throws -> [ContactImport] {
    try range.map { index in
      let number = String(index + 1000)
      return ContactImport(
        uid: "uid-\(number)",
        draft: try ContactDraft(firstName: "Person\(number)", lastName: "Family"))
    }
  }

  /// Every one of the `count` contacts is listed in order and found by its own name.
  private static func expectListedAndFound(_ count: Int, in store: ContactDatabase) async throws {
    let names = try await store.allContacts().map(\.firstName)
    #expect(names == (0..<count).map { "Person\($0 + 1000)" })
    for index in [0, count / 2, count - 1] {
      let found = try await store.searchAll("person\(index + 1000)").map(\.firstName)
      #expect(found == ["Person\(index + 1000)"])
    }
  }
}

/// Contacts whose number is not known before they are read, as a file's are.
private final class UncountedSource: ContactImportSource, @unchecked Sendable {
  private var contacts: IndexingIterator<[ContactImport]>

  init(_ contacts: [ContactImport]) {
    self.contacts = contacts.makeIterator()
  }

  func next() -> ContactImport? { contacts.next() }

  func report(_ card: RepeatedUIDCard) {}
}
