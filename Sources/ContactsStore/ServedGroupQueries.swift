import ContactsDomain
import Foundation
import GRDB

/// The reads and writes of the group cards of a served book (`ServedGroupSchema`), inside a
/// transaction. A group card's place in the listing is its rowid, after every contact.
enum ServedGroupQueries {
  /// A group card as a served book lists it.
  struct Row {
    let uid: String
    let place: Int64
    let entry: ServedEntry
    let stamp: Int64
    let text: String

    /// The row as a change since a sync token.
    var change: ServedChange { ServedChange(name: entry.name, etag: entry.etag, stamp: stamp) }
  }

  /// The uid of the group card served at `name`: the one a client PUT there, else the one whose
  /// uid names it (unless it was PUT at another name).
  static func uid(named name: String, in db: Database) throws -> String? {
    try ServedQueries.served(
      named: name,
      put: "SELECT s.uid FROM servedGroupCard s JOIN groupCard g ON g.uid = s.uid WHERE s.name = ?",
      byUID: """
        SELECT uid FROM groupCard WHERE uid = ?
        AND NOT EXISTS (SELECT 1 FROM servedGroupCard WHERE uid = groupCard.uid)
        """, in: db)
  }

  /// The group card served at `name`; nil when none is.
  static func row(named name: String, in db: Database) throws -> Row? {
    guard let uid = try uid(named: name, in: db) else { return nil }
    return try row(uid: uid, in: db)
  }

  /// The group card `uid` as served; nil when there is none.
  static func row(uid: String, in db: Database) throws -> Row? {
    try rows(where: "g.uid = ?", order: "g.rowid", arguments: [uid, 1], in: db).first
  }

  /// The place of the group card that was last served at `name` and is gone; nil when none was.
  static func deletedPlace(named name: String, in db: Database) throws -> Int64? {
    try Int64.fetchOne(
      db,
      sql: """
        SELECT place FROM servedGroupDeletion WHERE name = ? OR (name IS NULL AND uid = ?)
        ORDER BY seq DESC LIMIT 1
        """, arguments: [name, ServedName.uid(named: name)])
  }

  /// The group cards placed after `place`, in place order, up to `limit`.
  static func rows(after place: Int64, limit: Int, in db: Database) throws -> [Row] {
    try rows(where: "g.rowid > ?", order: "g.rowid", arguments: [place, limit], in: db)
  }

  /// The group cards changed after `key` (stamp, place), in that order, up to `limit`.
  static func rows(changedAfter key: (Int64, Int64), limit: Int, in db: Database) throws -> [Row] {
    try rows(
      where: "(g.changeSeq, g.rowid) > (?, ?)", order: "g.changeSeq, g.rowid",
      arguments: [key.0, key.1, limit], in: db)
  }

  /// The group cards gone after `key` (stamp, place) whose names `keep` keeps, in that order, up
  /// to `limit`, each with its key.
  static func deletions(
    after key: (Int64, Int64), limit: Int, in db: Database,
    keeping keep: (ServedChange) throws -> Bool
  ) throws -> [(key: (Int64, Int64), change: ServedChange)] {
    try ServedQueries.deletions(
      after: key, limit: limit, in: db, table: "servedGroupDeletion", place: "place",
      keeping: keep)
  }

  /// Serves the group card `uid` at `name`; a card gone that was served there (a contact or a
  /// group card) gives the name up.
  static func keep(_ uid: String, named name: String, in db: Database) throws {
    try db.execute(
      sql: """
        DELETE FROM servedGroupCard WHERE name = :name AND uid <> :uid;
        DELETE FROM servedCard WHERE name = :name;
        INSERT OR REPLACE INTO servedGroupCard (uid, name) VALUES (:uid, :name);
        """, arguments: ["name": name, "uid": uid])
  }

  private static func rows(
    where condition: String, order: String, arguments: StatementArguments, in db: Database
  ) throws -> [Row] {
    try ServedQueries.entries(
      """
      SELECT g.rowid AS place, g.uid, g.changeSeq, g.card, s.name FROM groupCard g
      LEFT JOIN servedGroupCard s ON s.uid = g.uid
      WHERE \(condition) ORDER BY \(order) LIMIT ?
      """, arguments: arguments, in: db
    ) { row, entry, stamp in
      Row(uid: row["uid"], place: row["place"], entry: entry, stamp: stamp, text: row["card"])
    }
  }
}
