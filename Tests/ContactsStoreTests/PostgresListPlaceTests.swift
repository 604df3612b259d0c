import ContactsDomain
import ContactsPostgres
import ContactsTestSupport
import Foundation
import PostgresNIO
import Testing

/// A window's place on PostgreSQL is read from the list's blocks (`list_block`, v9), not
/// counted: after every kind of write, each contact's place is exactly how many contacts come
/// before it in the list, and each block holds the count it says. The blocks are made small
/// (`book.list_block_size`) so that a few dozen contacts split and join them.
@Suite(
  "A window's place on PostgreSQL stays exact under every write",
  .enabled(if: PostgresServer.available))
struct PostgresListPlaceTests {
  /// A store on a new database whose blocks hold `blockSize` contacts once split, its clock,
  /// and the database itself for reading the list as it is.
  private struct Book {
    let store: PostgresStore
    let database: ContactsPostgres.PostgresDatabase
    let address: PostgresAddress
    let clock: ManualClock
  }

  private static func book(blockSize: Int) async throws -> Book {
    let address = try PostgresAddress(try await PostgresServer.shared.makeDatabase())
    let clock = ManualClock()
    let store = try await PostgresStore.open(address, password: nil, connections: 2)
      .telling(time: clock.now)
    let database = PostgresDatabase(address: address, password: nil, size: 1)
    _ = try await database.write { session in
      try session.execute("UPDATE book SET list_block_size = \(blockSize)")
    }
    return Book(store: store, database: database, address: address, clock: clock)
  }

  private static func draft(_ first: String, _ last: String) throws -> ContactDraft {
    try ContactDraft(ContactForm(firstName: first, lastName: last))
  }

  /// Adds `count` contacts whose names spread over the alphabet, some sharing a name.
  @discardableResult
  private static func fill(_ store: PostgresStore, count: Int, tag: String = "") async throws
    -> [Contact]
  {
    var made: [Contact] = []
    let lasts = ["Adams", "Byron", "Curie", "Hopper", "Lovelace", "Noether", "Turing", "Zuse"]
    for index in 0..<count {
      made.append(
        try await store.create(
          try draft("P\(index % 5)\(tag)", lasts[(index * 3) % lasts.count]), photo: .keep))
    }
    return made
  }

  /// The list as PostgreSQL holds it, in the app's order.
  private static func list(_ book: Book) async throws -> [ContactPosition] {
    try await book.database.read { session in
      try session.rows("SELECT sort_key, id FROM contact WHERE live ORDER BY sort_key, id").map {
        let (key, id) = try $0.decode((String, Int64).self)
        return ContactPosition(sortKey: ContactSortKey(rawValue: key), id: id)
      }
    }
  }

  /// The blocks, each with what it says it holds and what it holds.
  private static func blocks(_ book: Book) async throws -> [(said: Int, held: Int)] {
    try await book.database.read { session in
      try session.rows(
        """
        SELECT b.live, (SELECT count(*) FROM contact c WHERE c.live
          AND (c.sort_key, c.id) >= (b.lower_key, b.lower_id)
          AND (b.next_key IS NULL OR (c.sort_key, c.id) < (b.next_key, b.next_id)))
        FROM (SELECT *, lead(lower_key) OVER w AS next_key, lead(lower_id) OVER w AS next_id
              FROM list_block WINDOW w AS (ORDER BY lower_key, lower_id)) AS b
        ORDER BY b.lower_key, b.lower_id
        """
      ).map {
        let (said, held) = try $0.decode((Int, Int).self)
        return (said, held)
      }
    }
  }

  /// Expects every window's place to be exact: the window starting at each contact says how
  /// many come before it and how many the list holds, and every block holds what it says.
  private static func expectExact(
    _ book: Book, after write: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let list = try await list(book)
    var previous: ContactPosition?
    for (index, position) in list.enumerated() {
      let page = try await book.store.page(
        PageRequest(previous.map { .after($0) } ?? .first, limit: 1))
      #expect(
        page.contacts.first?.id == position.id, "after \(write)", sourceLocation: sourceLocation)
      #expect(
        page.place == ListPlace(before: index, total: list.count),
        "after \(write), contact \(index) of \(list.count)", sourceLocation: sourceLocation)
      previous = position
    }
    let blocks = try await blocks(book)
    let wrong = blocks.filter { $0.said != $0.held }
    #expect(wrong.isEmpty, "after \(write): blocks \(blocks)", sourceLocation: sourceLocation)
    #expect(
      blocks.map(\.held).reduce(0, +) == list.count, "after \(write)",
      sourceLocation: sourceLocation)
  }

  @Test func everyKindOfWriteKeepsEachPlaceExact() async throws {
    let book = try await Self.book(blockSize: 4)
    let store = book.store
    let made = try await Self.fill(store, count: 40)
    try await Self.expectExact(book, after: "adding")
    #expect(try await Self.blocks(book).count >= 5, "forty contacts split blocks of four")
    let then = book.clock.now()
    book.clock.advance(seconds: 60)

    // An edit that moves a contact from the start of the list to its end, and one that does not.
    _ = try await store.update(id: made[0].id, with: try Self.draft("Zed", "Zzz"), photo: .keep)
    try await Self.expectExact(book, after: "an edit moving a contact")
    _ = try await store.update(id: made[1].id, with: try Self.draft("P1", "Byron"), photo: .keep)
    try await Self.expectExact(book, after: "an edit in place")

    // Delete, restore, undo.
    for contact in made[2..<12] { try await store.delete(id: contact.id) }
    try await Self.expectExact(book, after: "deleting ten")
    _ = try await store.restore(id: made[5].id)
    try await Self.expectExact(book, after: "a restore")
    _ = try await store.undo(nil)
    try await Self.expectExact(book, after: "undoing the restore")
    _ = try await store.undo(nil)
    try await Self.expectExact(book, after: "undoing a delete")
    _ = try await store.deleteForever(id: made[3].id)
    try await Self.expectExact(book, after: "deleting one for good")

    // An import: new cards copied in, one card replacing a contact, a dry run.
    let cards = try (0..<12).map { index in
      ContactImport(uid: "urn:uuid:imported-\(index)", draft: try Self.draft("Imp\(index)", "Ort"))
    }
    _ = try await store.importContacts(cards, dryRun: false) { _ in }
    try await Self.expectExact(book, after: "an import")
    let replaced = ContactImport(
      uid: "urn:uuid:imported-0", draft: try Self.draft("Aaron", "Imported"))
    _ = try await store.importContacts([replaced], dryRun: false) { _ in }
    try await Self.expectExact(book, after: "an import replacing a contact")
    let dry = try (0..<6).map { index in
      ContactImport(uid: "urn:uuid:dry-\(index)", draft: try Self.draft("Dry\(index)", "Run"))
    }
    _ = try await store.importContacts(dry, dryRun: true) { _ in }
    try await Self.expectExact(book, after: "a dry run")
    _ = try await store.undo(nil)
    try await Self.expectExact(book, after: "undoing the import")

    // A sync's saves and deletions, a merge, a revert.
    let run = SyncRun(account: "Home")
    try await store.applySync(
      [ContactImport(uid: "urn:uuid:synced", draft: try Self.draft("Sync", "Ed"))],
      deleting: [made[20].id], in: run)
    try await Self.expectExact(book, after: "a sync")
    _ = try await store.merge([
      MergeWrite(
        id: made[21].id, draft: try Self.draft("Merged", "Kept"), photo: .keep,
        others: [made[22].id, made[23].id])
    ])
    try await Self.expectExact(book, after: "a merge")
    _ = try await store.revert(id: made[0].id, to: 1)
    try await Self.expectExact(book, after: "a revert")

    // Rewind to before all of it, then the deleted ones past their keeping time are purged.
    book.clock.advance(seconds: 60)
    _ = try await store.rewind(to: then)
    try await Self.expectExact(book, after: "a rewind")
    for contact in made[30..<40] { try await store.delete(id: contact.id) }
    book.clock.advance(days: 40)
    _ = try await store.create(try Self.draft("After", "Purge"), photo: .keep)
    try await Self.expectExact(book, after: "a purge of what was deleted")
  }

  @Test func aBlockSplitOrJoinedAtItsEdgeKeepsEachPlaceExact() async throws {
    let book = try await Self.book(blockSize: 2)
    let store = book.store
    let made = try await Self.fill(store, count: 24)
    let bounds = try await book.database.read { session in
      try session.rows(
        "SELECT lower_id FROM list_block WHERE lower_id > 0 ORDER BY lower_key, lower_id"
      ).map { try $0.decode(Int64.self) }
    }
    let edge = try #require(made.first { $0.id == bounds[bounds.count / 2] })
    // The contact a block begins at leaves: the block's bound is now no contact's.
    try await store.delete(id: edge.id)
    try await Self.expectExact(book, after: "deleting a block's first contact")
    // One of the same name comes after the bound (a higher id); one just before it.
    let same = try await store.create(
      try Self.draft(edge.firstName, edge.lastName), photo: .keep)
    try await Self.expectExact(book, after: "adding one at the bound")
    _ = try await store.restore(id: edge.id)
    try await Self.expectExact(book, after: "restoring the block's first contact")
    try await store.delete(id: same.id)

    // Emptying the list's middle joins its blocks; filling it again splits them.
    let blocksBefore = try await Self.blocks(book).count
    let middle = try await Self.list(book).dropFirst(4).dropLast(4)
    for position in middle { try await store.delete(id: position.id) }
    try await Self.expectExact(book, after: "emptying the middle")
    let joined = try await Self.blocks(book).count
    #expect(joined < blocksBefore, "empty blocks were joined: \(blocksBefore) → \(joined)")
    for _ in middle { _ = try await store.undo(nil) }
    try await Self.expectExact(book, after: "undoing each deletion")
    #expect(try await Self.blocks(book).count > joined, "the refilled blocks were split")
  }

  @Test func twoServersWritingAtOnceKeepEachPlaceExact() async throws {
    let book = try await Self.book(blockSize: 3)
    let other = try await PostgresStore.open(book.address, password: nil, connections: 2)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, store) in [book.store, other].enumerated() {
        group.addTask {
          let made = try await Self.fill(store, count: 15, tag: "s\(index)")
          for contact in made where contact.id.isMultiple(of: 3) {
            try await store.delete(id: contact.id)
          }
        }
      }
      try await group.waitForAll()
    }
    try await Self.expectExact(book, after: "two servers writing")
  }

  @Test func aBookMovedInKeepsEachPlaceExact() async throws {
    let source = try await StoreFactory.sqliteInMemory.make()
    for index in 0..<30 {
      let contact = try await source.contacts.create(
        try Self.draft("Moved\(index % 7)", "Book\(index)"), photo: .keep)
      if index.isMultiple(of: 4) { try await source.contacts.delete(id: contact.id) }
    }
    let book = try await Self.book(blockSize: 3)
    _ = try await BookMove.run(
      from: try #require(source.wholeBook), to: book.store, destinationName: "there")
    try await Self.expectExact(book, after: "contacts migrate")
    #expect(try await Self.blocks(book).count > 1)
  }

  @Test func aBookMadeBeforeTheBlocksGainsThem() async throws {
    let book = try await Self.book(blockSize: 2)
    try await Self.fill(book.store, count: 9)
    // The book as version 8 left it: v9 undone.
    _ = try await book.database.write { session in
      for statement: PostgresQuery in [
        "DROP TRIGGER list_block_added ON contact", "DROP TRIGGER list_block_moved ON contact",
        "DROP TRIGGER list_block_gone ON contact", "DROP FUNCTION list_block_keep",
        "DROP FUNCTION list_block_mend", "DROP FUNCTION list_block_split",
        "DROP TABLE list_block", "ALTER TABLE book DROP COLUMN list_block_size",
        "DELETE FROM contacts_migration WHERE name LIKE 'v9:%'",
      ] {
        try session.execute(statement)
      }
    }
    let reopened = try await PostgresStore.open(book.address, password: nil, connections: 1)
    let again = Book(
      store: reopened, database: book.database, address: book.address, clock: book.clock)
    #expect(try await Self.blocks(again).map(\.held) == [9], "one block of the default size")
    try await Self.expectExact(again, after: "v9")
  }
}
