import ContactsDomain
import Foundation
import GRDB

/// The SQL behind a contact's history and revert, and the log's keeping time, run inside
/// `ContactDatabase`'s transactions.
enum HistoryQueries {
  /// How many versions one write deletes for good at most once their keeping time is over: a
  /// change of a whole book goes a batch at a time, so no write waits long behind a purge.
  static let purgeBatch = 1000

  /// The earlier versions of the contact `id` (only rows: a delete keeps its contact in
  /// Recently deleted), the oldest numbered 1.
  static func history(of id: Contact.ID, limit: Int, in db: Database) throws -> ContactHistory {
    guard try ContactRecord.exists(db, key: id) else { throw ContactStoreError.notFound(id) }
    let total =
      try Int.fetchOne(
        db, sql: "SELECT count(*) FROM contactVersion WHERE contactId = ? AND state = 'row'",
        arguments: [id]) ?? 0
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT \(columns), c.kind, c.at FROM contactVersion v JOIN bookChange c ON c.id = v.changeId
        WHERE v.contactId = ? AND v.state = 'row' ORDER BY v.changeId DESC LIMIT ?
        """, arguments: [id, max(0, limit)])
    let versions = try rows.enumerated().compactMap { offset, row -> ContactVersion? in
      let version = try KeptVersion(row: row)
      guard let contact = try version.whole(in: db).contact(in: db) else { return nil }
      return ContactVersion(
        number: total - offset, replacedAt: Date(timeIntervalSince1970: row[11]),
        replacedBy: ContactVersion.Change(changeKind: row[10]) ?? .edit, contact: contact)
    }
    return ContactHistory(total: total, versions: versions)
  }

  /// Puts version `number` of the contact `id` back at `date`, as a change; see
  /// `HistoryRepository.revert`.
  static func revert(_ id: Contact.ID, to number: Int, at date: Date, in db: Database) throws
    -> Contact
  {
    guard try ContactRecord.exists(db, key: id), number > 0,
      let changeID = try Int64.fetchOne(
        db,
        sql: """
          SELECT changeId FROM contactVersion WHERE contactId = ? AND state = 'row'
          ORDER BY changeId LIMIT 1 OFFSET ?
          """, arguments: [id, number - 1]),
      let version = try KeptVersion.one(id, change: changeID, in: db)
    else { throw ContactStoreError.notFound(id) }
    let name = try ContactQueries.shownName(id: id, in: db)
    let log = try ChangeLog.begin(.revert, at: date, in: db)
    try VersionRestore.putBack(try version.whole(in: db), in: log, at: date, db: db)
    try log.end(name: name, count: 1)
    return try ContactQueries.shownContact(id: id, in: db)
  }

  /// Deletes for good a batch of the versions, then of the changes, whose keeping time is
  /// over at `now`: those before the first change still kept, so one change recorded while the
  /// clock was wrong never takes later ones with it. An expired change is no longer offered to
  /// undo, even while some of its versions wait for a later batch.
  static func purgeExpired(now: Date, in db: Database) throws {
    let cutoff = now.timeIntervalSince1970 - Double(try TrashQueries.keepDays(in: db)) * 86_400
    guard
      let last = try Int64.fetchOne(
        db,
        sql: """
          SELECT coalesce((SELECT min(id) FROM bookChange WHERE at >= ?1) - 1, max(id))
          FROM bookChange WHERE at < ?1
          """, arguments: [cutoff])
    else { return }
    try db.execute(
      sql: "UPDATE bookChange SET undone = 1 WHERE id <= ? AND undone = 0", arguments: [last])
    try db.execute(
      sql: """
        DELETE FROM contactVersion WHERE (changeId, contactId) IN (
          SELECT changeId, contactId FROM contactVersion WHERE changeId <= ?
          ORDER BY changeId LIMIT ?)
        """, arguments: [last, purgeBatch])
    try db.execute(
      sql: """
        DELETE FROM groupCardVersion WHERE (changeId, uid) IN (
          SELECT changeId, uid FROM groupCardVersion WHERE changeId <= ?
          ORDER BY changeId LIMIT ?)
        """, arguments: [last, purgeBatch])
    try db.execute(
      sql: """
        DELETE FROM changeAdded WHERE (changeId, contactId) IN (
          SELECT changeId, contactId FROM changeAdded WHERE changeId <= ?
          ORDER BY changeId LIMIT ?)
        """, arguments: [last, purgeBatch])
    try db.execute(
      sql: """
        DELETE FROM bookChange WHERE id IN (
          SELECT id FROM bookChange c WHERE id <= ?
            AND NOT EXISTS (SELECT 1 FROM contactVersion WHERE changeId = c.id)
            AND NOT EXISTS (SELECT 1 FROM groupCardVersion WHERE changeId = c.id)
            AND NOT EXISTS (SELECT 1 FROM changeAdded WHERE changeId = c.id)
          ORDER BY id LIMIT ?)
        """, arguments: [last, purgeBatch])
  }

  /// Forgets every version of the contact `id`, deleted for good, and the changes of it alone.
  static func forget(_ id: Contact.ID, in db: Database) throws {
    try db.execute(
      sql: """
        DELETE FROM bookChange WHERE kind IN ('add', 'edit', 'photo', 'delete', 'restore', 'revert')
          AND id IN (SELECT changeId FROM contactVersion WHERE contactId = ?)
        """, arguments: [id])
    try db.execute(sql: "DELETE FROM contactVersion WHERE contactId = ?", arguments: [id])
    try db.execute(sql: "DELETE FROM changeAdded WHERE contactId = ?", arguments: [id])
    // The group cards those changes wrote go with them.
    try db.execute(
      sql: """
        DELETE FROM groupCardVersion
        WHERE NOT EXISTS (SELECT 1 FROM bookChange WHERE id = groupCardVersion.changeId)
        """)
  }

  private static let columns = """
    v.contactId, v.changeId, v.state, v.seq, v.contact, v.contactValues, v.photoKept,
    v.photoType, v.photoDigest, v.photoBytes
    """
}
