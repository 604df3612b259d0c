import ContactsDomain
import Foundation
import GRDB

/// The reads and writes of a served book (`ServedSchema`), inside a transaction. The reads a
/// multiget repeats for every card run as cached statements: prepared afresh, 10,000 cards cost
/// 30,000 preparations, a quarter of the request's time.
enum ServedQueries {
  /// A contact in the list as a served book lists it.
  struct Row {
    let id: Contact.ID
    let entry: ServedEntry
    let stamp: Int64

    /// The row as a change since a sync token.
    var change: ServedChange { ServedChange(name: entry.name, etag: entry.etag, stamp: stamp) }
  }

  /// The book's state now.
  static func state(in db: Database) throws -> ServedState {
    ServedState(
      epoch: try BookEpochSchema.current(in: db),
      stamp: try Int64.fetchOne(db.cachedStatement(sql: "SELECT value FROM changeCounter")) ?? 0)
  }

  /// The stamp up to which deletions were forgotten.
  static func forgotten(in db: Database) throws -> Int64 {
    try Int64.fetchOne(db.cachedStatement(sql: "SELECT forgottenSeq FROM servedBook")) ?? 0
  }

  /// The contact in the list served at `name`: the one a client PUT there, else the one whose
  /// uid names it (unless it was PUT at another name).
  static func id(named name: String, in db: Database) throws -> Contact.ID? {
    try served(
      named: name,
      put: """
        SELECT s.contactId FROM servedCard s JOIN contact c ON c.id = s.contactId
        WHERE s.name = ?
        """,
      byUID: """
        SELECT id FROM contact WHERE uid = ?
        AND NOT EXISTS (SELECT 1 FROM servedCard WHERE contactId = contact.id)
        """, in: db)
  }

  /// The key of the card of one kind served at `name`: the one the query `put` finds PUT there
  /// (bound to the name), else the one whose uid names it, which `byUID` finds (bound to the uid)
  /// when it was PUT at no other name.
  static func served<Key: DatabaseValueConvertible>(
    named name: String, put: String, byUID: String, in db: Database
  ) throws -> Key? {
    let kept = try Key.fetchOne(db.cachedStatement(sql: put), arguments: [name])
    guard kept == nil, let uid = ServedName.uid(named: name) else { return kept }
    return try Key.fetchOne(db.cachedStatement(sql: byUID), arguments: [uid])
  }

  /// The contact served at `name`, in the list or deleted and remembered; nil when neither.
  static func idOfAny(named name: String, in db: Database) throws -> Contact.ID? {
    if let id = try id(named: name, in: db) { return id }
    return try Int64.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT contactId FROM servedDeletion WHERE name = ? OR (name IS NULL AND uid = ?)
          ORDER BY seq DESC LIMIT 1
          """), arguments: [name, ServedName.uid(named: name)])
  }

  /// The contacts of the list with ids above `id`, in id order, up to `limit`.
  static func rows(after id: Contact.ID, limit: Int, in db: Database) throws -> [Row] {
    try rows(where: "c.id > ?", order: "c.id", arguments: [id, limit], in: db)
  }

  /// The contacts of the list changed after `key` (stamp, id), in that order, up to `limit`:
  /// those of the key's stamp after its id, then those of later stamps. Asked as one row-value
  /// comparison, SQLite seeks the stamp alone and steps over every contact of it, and one
  /// import gives all its contacts one stamp: a sync with nothing changed after an import of
  /// 100,000 read all of them (16 ms), where two seeks read none.
  static func rows(changedAfter key: (Int64, Contact.ID), limit: Int, in db: Database) throws
    -> [Row]
  {
    let same = try rows(
      where: "c.changeSeq = ? AND c.id > ?", order: "c.id", arguments: [key.0, key.1, limit],
      in: db)
    guard same.count < limit else { return same }
    return try same
      + rows(
        where: "c.changeSeq > ?", order: "c.changeSeq, c.id",
        arguments: [key.0, limit - same.count], in: db)
  }

  /// The contact `id` of the list as served; nil when it is not in the list.
  static func row(id: Contact.ID, in db: Database) throws -> Row? {
    try rows(where: "c.id = ?", order: "c.id", arguments: [id, 1], in: db).first
  }

  /// The names deleted after `key` (stamp, place) that `keep` keeps, in that order, up to
  /// `limit`, each with its key: of contacts (`servedDeletion`, placed by contact id) or, with
  /// `table` and `place` named, of group cards (`servedGroupDeletion`, placed by rowid).
  static func deletions(
    after key: (Int64, Int64), limit: Int, in db: Database,
    table: String = "servedDeletion", place: String = "contactId",
    keeping keep: (ServedChange) throws -> Bool
  ) throws -> [(key: (Int64, Int64), change: ServedChange)] {
    var found: [(key: (Int64, Int64), change: ServedChange)] = []
    let statement = try db.cachedStatement(
      sql: """
        SELECT seq, \(place) AS place, uid, name FROM \(table) WHERE (seq, \(place)) > (?, ?)
        ORDER BY seq, \(place) LIMIT 256
        """)
    var after = key
    while found.count < limit {
      let rows = try GRDB.Row.fetchAll(statement, arguments: [after.0, after.1])
      guard !rows.isEmpty else { break }
      for row in rows {
        after = (row["seq"], row["place"])
        let name = (row["name"] as String?) ?? ServedName.forUID(row["uid"] ?? "")
        let change = ServedChange(name: name, etag: nil, stamp: after.0)
        if try keep(change), found.count < limit { found.append((after, change)) }
      }
    }
    return found
  }

  /// Keeps `body` as the body of the contact `id` at `name`, with the stamp it has now; another
  /// card kept at that name (deleted since) goes back to its uid's name, and a group card gone
  /// that was served there gives the name up.
  static func keep(_ body: Data, of id: Contact.ID, named name: String, in db: Database) throws {
    try db.execute(
      sql: "DELETE FROM servedCard WHERE name = ? AND contactId <> ?", arguments: [name, id])
    try db.execute(sql: "DELETE FROM servedGroupCard WHERE name = ?", arguments: [name])
    try db.execute(
      sql: """
        INSERT OR REPLACE INTO servedCard (contactId, name, body, bodySeq)
        SELECT id, ?, ?, changeSeq FROM contact WHERE id = ?
        """, arguments: [name, body, id])
  }

  /// The body a client PUT the contact `id` with, while the contact is as it was then.
  static func verbatimBody(of id: Contact.ID, in db: Database) throws -> Data? {
    try Data.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT s.body FROM servedCard s JOIN contact c ON c.id = s.contactId
          WHERE s.contactId = ? AND s.bodySeq = c.changeSeq
          """), arguments: [id])
  }

  /// The rows `sql` selects (each with `uid`, `changeSeq`, and `name`: the name its card was
  /// PUT at, or NULL), each made by `make` with its entry and stamp.
  static func entries<T>(
    _ sql: String, arguments: StatementArguments, in db: Database,
    _ make: (GRDB.Row, ServedEntry, Int64) throws -> T
  ) throws -> [T] {
    let epoch = try BookEpochSchema.current(in: db)
    return try GRDB.Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments).map { row in
      let stamp: Int64 = row["changeSeq"]
      let name = (row["name"] as String?) ?? ServedName.forUID(row["uid"] ?? "")
      return try make(
        row, ServedEntry(name: name, etag: ServedTokenRule.etag(epoch: epoch, stamp: stamp)),
        stamp)
    }
  }

  private static func rows(
    where condition: String, order: String, arguments: StatementArguments, in db: Database
  ) throws -> [Row] {
    try entries(
      """
      SELECT c.id, c.uid, c.changeSeq, s.name FROM contact c
      LEFT JOIN servedCard s ON s.contactId = c.id
      WHERE \(condition) ORDER BY \(order) LIMIT ?
      """, arguments: arguments, in: db
    ) { row, entry, stamp in Row(id: row["id"], entry: entry, stamp: stamp) }
  }
}
