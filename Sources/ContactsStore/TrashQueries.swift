import ContactsDomain
import Foundation
import GRDB

/// The SQL behind Recently deleted, run inside `ContactDatabase`'s transactions.
enum TrashQueries {
  /// How many expired contacts one write deletes for good: a few at a time, so no write waits
  /// long behind a purge however large the trash grew.
  static let purgeBatch = 100

  private static let secondsPerDay = 86_400.0

  /// Moves the contact `id` to Recently deleted, deleted at `date`; returns the name it was
  /// shown by.
  static func moveToTrash(_ id: Contact.ID, at date: Date, in db: Database) throws -> String {
    guard let name = try moveToTrash([id], at: date, in: db).first else {
      throw ContactStoreError.notFound(id)
    }
    return name
  }

  /// Moves the contacts `ids` (which exist) to Recently deleted, deleted at `date`, through
  /// statements prepared once for them all; returns the names they were shown by.
  static func moveToTrash(_ ids: [Contact.ID], at date: Date, in db: Database) throws
    -> [String]
  {
    let keep = try db.cachedStatement(
      sql: """
        INSERT OR REPLACE INTO deletedContact (id, uid, name, deletedAt, contact, contactValues)
        SELECT id, uid, ?, ?, \(try RowSnapshot.columns(in: db)) FROM contact WHERE id = ?
        """)
    let keepPhoto = try db.cachedStatement(
      sql: """
        INSERT INTO deletedPhoto (contactId, type, byteCount, digest, bytes)
        SELECT contactId, type, byteCount, digest, bytes FROM contactPhoto WHERE contactId = ?
        """)
    let delete = try db.cachedStatement(sql: "DELETE FROM contact WHERE id = ?")
    return try ids.map { id in
      let name = try ContactQueries.shownName(id: id, in: db)
      try keep.execute(arguments: [name, date.timeIntervalSince1970, id])
      try keepPhoto.execute(arguments: [id])
      try delete.execute(arguments: [id])
      return name
    }
  }

  /// Puts the deleted contact `id` back whole, with its id, and takes it out of the trash; the
  /// deletes of it are then undone.
  static func restore(_ id: Contact.ID, in db: Database) throws -> Contact {
    guard
      let kept = try Row.fetchOne(
        db, sql: "SELECT uid, name, contact, contactValues FROM deletedContact WHERE id = ?",
        arguments: [id])
    else { throw ContactStoreError.notDeleted(id) }
    let uid: String? = kept["uid"]
    if let uid,
      let holder = try Int64.fetchOne(
        db, sql: "SELECT id FROM contact WHERE uid = ?", arguments: [uid])
    {
      throw ContactStoreError.uidTaken(name: kept["name"], by: holder)
    }
    try RowSnapshot.insertContact(row: kept["contact"], values: kept["contactValues"], in: db)
    try db.execute(
      sql: """
        INSERT INTO contactPhoto (contactId, type, byteCount, digest, bytes)
        SELECT contactId, type, byteCount, digest, bytes FROM deletedPhoto WHERE contactId = ?
        """, arguments: [id])
    // The changes that moved it to the trash keep it as it was from now on; its delete is
    // undone.
    try db.execute(
      sql: """
        UPDATE contactVersion SET contact = ?2, contactValues = ?3, photoKept = 1,
          photoType = (SELECT type FROM deletedPhoto WHERE contactId = ?1),
          photoDigest = (SELECT digest FROM deletedPhoto WHERE contactId = ?1),
          photoBytes = (SELECT bytes FROM deletedPhoto WHERE contactId = ?1)
        WHERE contactId = ?1 AND state = 'trashed' AND contact IS NULL
        """, arguments: [id, kept["contact"], kept["contactValues"]])
    try UndoQueries.restored(id, in: db)
    try db.execute(sql: "DELETE FROM deletedContact WHERE id = ?", arguments: [id])
    return try ContactQueries.shownContact(id: id, in: db)
  }

  /// Deletes the deleted contact `id` for good and returns its name; nil when the trash has
  /// none.
  static func deleteForever(_ id: Contact.ID, in db: Database) throws -> String? {
    let name = try String.fetchOne(
      db, sql: "DELETE FROM deletedContact WHERE id = ? RETURNING name", arguments: [id])
    return name
  }

  /// Up to `limit` deleted contacts kept at `now`, the most recently deleted first.
  static func deleted(limit: Int, now: Date, in db: Database) throws -> [DeletedContact] {
    let keep = Double(try keepDays(in: db)) * secondsPerDay
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT id, name, deletedAt FROM deletedContact WHERE deletedAt >= ?
        ORDER BY deletedAt DESC, id DESC LIMIT ?
        """, arguments: [now.timeIntervalSince1970 - keep, limit])
    return rows.map { row in
      let deletedAt = Date(timeIntervalSince1970: row["deletedAt"])
      let left = deletedAt.timeIntervalSince1970 + keep - now.timeIntervalSince1970
      return DeletedContact(
        id: row["id"], fullName: row["name"], deletedAt: deletedAt,
        daysLeft: max(1, Int((left / secondsPerDay).rounded(.up))))
    }
  }

  /// Deletes for good up to `purgeBatch` contacts whose keeping time is over at `now`.
  static func purgeExpired(now: Date, in db: Database) throws {
    let cutoff = now.timeIntervalSince1970 - Double(try keepDays(in: db)) * secondsPerDay
    try db.execute(
      sql: """
        DELETE FROM deletedContact WHERE id IN (
          SELECT id FROM deletedContact WHERE deletedAt < ? ORDER BY deletedAt LIMIT ?)
        """, arguments: [cutoff, purgeBatch])
  }

  static func keepDays(in db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT keepDays FROM trashSetting") ?? TrashSchema.defaultKeepDays
  }
}
