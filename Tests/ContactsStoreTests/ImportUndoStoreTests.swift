import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("Undoing an import removes what it added and puts back what it updated")
struct ImportUndoStoreTests {
  /// A book of Ada (imported with her uid) and Bea, then an import that updates Ada and adds
  /// Cy and Di.
  static func importedOverAda() async throws -> (ContactDatabase, ada: Contact, [String]) {
    let (store, ada) = try await RecentlyDeletedStoreTests.storeWithAda()
    let before = try await RecentlyDeletedStoreTests.traces(of: ada.id, in: store)
    let cards = [
      ContactImport(uid: "urn:uuid:ada", draft: try draft("Ada Byron")),
      ContactImport(uid: "urn:uuid:cy", draft: try draft("Cy Young")),
      ContactImport(uid: "urn:uuid:di", draft: try draft("Di Prince")),
    ]
    let counts = try await store.importContacts(cards, dryRun: false) { _ in }
    #expect(counts.added == 2 && counts.updated == 1)
    return (store, ada, before)
  }

  @Test func aContactChangedSinceIsKeptAsItIsAndNamed() async throws {
    let (store, ada, _) = try await Self.importedOverAda()
    let cy = try #require(try await store.searchAll("young").first)
    // Another program (the sqlite3 tool) changes Cy and Ada after the import.
    try await store.writer.write { db in
      try db.execute(
        sql: "UPDATE contact SET note = 'met at the fair' WHERE id IN (?, ?)",
        arguments: [cy.id, ada.id])
    }
    let outcome = try await store.undo(nil)
    #expect(outcome.removed == 1 && outcome.putBack == 0 && outcome.keptCount == 2)
    #expect(outcome.kept == ["Ada Byron", "Cy Young"])
    #expect(
      try await store.allContacts().map(\.fullName).sorted() == [
        "Ada Byron", "Bea Brown", "Cy Young",
      ])
  }

  @Test func anImportsAddedContactsCostNoVersionEach() async throws {
    let store = try ContactDatabase.inMemory()
    let cards = try (0..<500).map {
      ContactImport(uid: "urn:uuid:\($0)", draft: try draft("P N\($0)"))
    }
    _ = try await store.importContacts(cards, dryRun: false) { _ in }
    let versions = try await store.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM contactVersion")
    }
    #expect(versions == 0)
    #expect(try await store.undo(nil).removed == 500)
    #expect(try await store.allContacts().isEmpty)
  }

  @Test func aContactAnotherWriterPutAmongTheImportsIdsIsNotTheImports() async throws {
    let (store, _) = try await RecentlyDeletedStoreTests.storeWithAda()
    // Ada's card between two new ones: SQLite gives her insert an id it never uses, which a
    // concurrent writer (another process, as PostgreSQL's sessions would) then holds.
    let cards = [
      ContactImport(uid: "urn:uuid:cy", draft: try draft("Cy Young")),
      ContactImport(uid: "urn:uuid:ada", draft: try draft("Ada Byron")),
      ContactImport(uid: "urn:uuid:di", draft: try draft("Di Prince")),
    ]
    _ = try await store.importContacts(cards, dryRun: false) { _ in }
    let cy = try #require(try await store.searchAll("young").first)
    let di = try #require(try await store.searchAll("prince").first)
    #expect(di.id == cy.id + 2)
    try await store.writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO contact (id, firstName, lastName, sortKey, uid)
          VALUES (?, 'Gus', 'Gap', ?, 'urn:uuid:gus')
          """, arguments: [cy.id + 1, ContactSortKey(fullName: "Gus Gap").rawValue])
    }
    let outcome = try await store.undo(nil)
    #expect(outcome.removed == 2 && outcome.putBack == 1 && outcome.keptCount == 0)
    #expect(
      try await store.allContacts().map(\.fullName).sorted() == [
        "Ada Lovelace", "Bea Brown", "Gus Gap",
      ])
  }
}
