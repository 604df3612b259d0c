import ContactsDomain
import ContactsPostgres
import ContactsTestSupport
import Foundation
import GRDB
import PostgresNIO
import Testing

@testable import ContactsStore

/// What each store keeps of a change log it wrote itself and of one a move wrote into it.
@Suite("A moved change log is kept as each store keeps its own", .removesTemporaryFolders)
struct MovedHistoryShapeTests {
  /// SQLite keeps the contacts an import or a sync added as `changeAdded` rows and a single
  /// add or a restore as `added` versions: a book moved to PostgreSQL and back is kept so.
  @Test(.enabled(if: PostgresServer.available))
  func sqliteKeepsAMovedImportsAdditionsAsItKeepsItsOwn() async throws {
    let clock = ManualClock()
    let source = try ContactDatabase.inMemory().telling(time: clock.now)
    try await Self.fill(source)
    let there = try await PostgresStore.openForTest().telling(time: clock.now)
    _ = try await BookMove.run(from: source, to: there, destinationName: "there")
    let back = try ContactDatabase.inMemory().telling(time: clock.now)
    _ = try await BookMove.run(from: there, to: back, destinationName: "back")
    #expect(try await Self.shape(of: back) == Self.shape(of: source))
    #expect(
      try await Self.shape(of: source) == [
        "add added", "delete trashed", "edit row", "import changeAdded", "import changeAdded",
        "import changeAdded", "restore added", "sync changeAdded",
      ])
  }

  /// A change that found a contact in Recently deleted (a restore) keeps no card of it: undo
  /// and rewind never read one (they put back only contacts a change found in the list), and
  /// a move could not carry it.
  @Test(.enabled(if: PostgresServer.available))
  func postgresKeepsNoCardOfAContactAChangeFoundInRecentlyDeleted() async throws {
    let url = try await PostgresServer.shared.makeDatabase()
    let store = try await PostgresStore.openForTest(at: url)
    let ada = try await store.create(try Self.draft("Ada", "Lovelace"), photo: .keep)
    try await store.delete(id: ada.id)
    _ = try await store.restore(id: ada.id)
    let database = PostgresDatabase(address: try PostgresAddress(url), password: nil, size: 1)
    let kept = try await database.read { session in
      try session.rows(
        """
        SELECT count(*) FILTER (WHERE before_card IS NOT NULL OR before_photo IS NOT NULL
          OR stamp_before IS NOT NULL), count(*)
        FROM change_contact WHERE before_place = 'T'
        """
      ).map { try $0.decode((Int, Int).self) }
    }
    #expect(kept.first?.0 == 0)
    #expect(kept.first?.1 == 1)
  }

  /// A book whose log holds an import's and a sync's additions, an add, an edit, a delete and
  /// a restore.
  private static func fill(_ store: some ChangeTrackedRepository) async throws {
    _ = try await store.importContacts(
      try ["Ada", "Charles", "Mary"].map {
        ContactImport(uid: "urn:uuid:\($0)", draft: try draft($0, "Imported"))
      }, dryRun: false
    ) { _ in }
    let grace = try await store.create(try draft("Grace", "Hopper"), photo: .keep)
    _ = try await store.update(id: grace.id, with: try draft("Grace", "Murray"))
    try await store.delete(id: grace.id)
    _ = try await store.restore(id: grace.id)
    try await store.applySync(
      [ContactImport(uid: "urn:uuid:emmy", draft: try draft("Emmy", "Noether"))], deleting: [],
      in: SyncRun(account: "Home"))
  }

  private static func draft(_ first: String, _ last: String) throws -> ContactDraft {
    try ContactDraft(ContactForm(firstName: first, lastName: last))
  }

  /// Each change's kind with how it keeps each of its contacts: a `contactVersion` by its
  /// state, or a row of `changeAdded`.
  private static func shape(of store: ContactDatabase) async throws -> [String] {
    try await store.writer.read { db in
      try String.fetchAll(
        db,
        sql: """
          SELECT c.kind || ' ' || v.state FROM contactVersion v JOIN bookChange c ON c.id = v.changeId
          UNION ALL
          SELECT c.kind || ' changeAdded' FROM changeAdded a JOIN bookChange c ON c.id = a.changeId
          ORDER BY 1
          """)
    }
  }
}
