import ContactsDomain
import Foundation
import GRDB

/// Moves many contacts to Recently deleted in a few set-based statements: the undo of a large
/// import or sync, or a rewind past one. Deleting row by row costs every row its delete
/// triggers (two search indexes, the list's counts, its groups): 65 µs a contact, five times
/// the import's own cost. Here the triggers are dropped while the rows go, and the search
/// indexes lose the rows in one statement each, or are rebuilt from the rows left when those
/// are fewer; the triggers are created again in the same transaction.
enum BulkTrash {
  /// From how many contacts the set-based path is taken; fewer go row by row
  /// (`TrashQueries.moveToTrash`), which changes no schema.
  static let threshold = 256

  /// Moves the contacts `ids` (which exist) to Recently deleted at `date`, each kept in `log`
  /// as trashed by it; returns how many.
  static func move(_ ids: [Contact.ID], at date: Date, log: ChangeLog, in db: Database) throws
    -> Int
  {
    guard ids.count >= threshold else {
      for id in ids { try log.keepTrashed(id) }
      return try TrashQueries.moveToTrash(ids, at: date, in: db).count
    }
    try db.execute(
      sql: """
        CREATE TEMP TABLE bulkTrash (id INTEGER PRIMARY KEY, name TEXT NOT NULL DEFAULT '');
        CREATE TEMP TABLE bulkTrashName (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        """)
    defer { try? db.execute(sql: "DROP TABLE temp.bulkTrash; DROP TABLE temp.bulkTrashName") }
    let note = try db.makeStatement(sql: "INSERT OR IGNORE INTO temp.bulkTrash (id) VALUES (?)")
    for id in ids { try note.execute(arguments: [id]) }
    try nameAll(in: db)
    try keepAll(at: date, log: log, in: db)
    let remaining =
      try Int.fetchOne(
        db, sql: "SELECT count(*) FROM contact WHERE id NOT IN (SELECT id FROM temp.bulkTrash)")
      ?? 0
    try deleteAll(rebuilding: remaining < ids.count, in: db)
    return ids.count
  }

  // MARK: - Private

  /// Names each contact as Recently deleted lists it, read without its other fields.
  private static func nameAll(in db: Database) throws {
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT id, firstName, lastName, organization, sortKey FROM contact
        WHERE id IN (SELECT id FROM temp.bulkTrash)
        """)
    let name = try db.makeStatement(
      sql: "INSERT INTO temp.bulkTrashName (id, name) VALUES (?, ?)")
    while let row = try rows.next() {
      let shown = Contact.fullName(
        firstName: row["firstName"], lastName: row["lastName"],
        organization: row["organization"], sortKey: ContactSortKey(rawValue: row["sortKey"]))
      try name.execute(arguments: [row["id"] as Int64, shown])
    }
  }

  /// Keeps every contact as the trash holds it, its photo, and in `log` as trashed.
  private static func keepAll(at date: Date, log: ChangeLog, in db: Database) throws {
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO contactVersion (changeId, contactId, state, seq)
        SELECT ?, id, 'trashed', changeSeq FROM contact
        WHERE id IN (SELECT id FROM temp.bulkTrash);
        INSERT OR REPLACE INTO deletedContact (id, uid, name, deletedAt, contact, contactValues)
        SELECT contact.id, contact.uid,
          (SELECT bulkTrashName.name FROM temp.bulkTrashName WHERE bulkTrashName.id = contact.id),
          ?, \(try RowSnapshot.columns(in: db))
        FROM contact WHERE contact.id IN (SELECT id FROM temp.bulkTrash);
        INSERT INTO deletedPhoto (contactId, type, byteCount, digest, bytes)
        SELECT contactId, type, byteCount, digest, bytes FROM contactPhoto
        WHERE contactId IN (SELECT id FROM temp.bulkTrash);
        """, arguments: [log.id, date.timeIntervalSince1970])
  }

  /// Deletes the rows with the triggers that would index, count and group them one by one
  /// dropped: the two search indexes lose them in one statement each, or, when fewer rows
  /// remain than go (`rebuilding`), are filled again from those that remain.
  private static func deleteAll(rebuilding: Bool, in db: Database) throws {
    let dropped = """
      DROP TRIGGER contact_search_insert; DROP TRIGGER contact_search_delete;
      DROP TRIGGER contact_search_update;
      \(ListPlaceSchema.droppedTriggers)
      \(ListPositionSchema.droppedTriggers)
      """
    let removed = "SELECT id FROM temp.bulkTrash"
    let indexes =
      rebuilding
      ? """
      DELETE FROM contact WHERE id IN (\(removed));
      INSERT INTO contactSearch(contactSearch) VALUES ('rebuild');
      INSERT INTO contactListSearch(contactListSearch) VALUES ('delete-all');
      INSERT INTO contactListSearch(rowid, text)
        SELECT listPosition, searchText FROM contact WHERE listPosition IS NOT NULL;
      """
      : """
      INSERT INTO contactSearch(contactSearch, rowid, searchText)
        SELECT 'delete', id, searchText FROM contact WHERE id IN (\(removed));
      INSERT INTO contactListSearch(contactListSearch, rowid, text)
        SELECT 'delete', listPosition, searchText FROM contact
        WHERE id IN (\(removed)) AND listPosition IS NOT NULL;
      DELETE FROM contact WHERE id IN (\(removed));
      """
    try db.execute(
      sql: """
        \(dropped)
        DELETE FROM contactGroup WHERE id IN (\(removed));
        \(indexes)
        \(SearchSchema.triggers)
        \(ListPositionSchema.triggers)
        \(ListPlaceSchema.recounted)
        """)
  }
}
