import ContactsDomain
import GRDB

/// v32: the uids of contacts merged into another (`ContactRepository.merge`), so that an import
/// of a card with one of them finds the contact kept rather than adding the card again. A row
/// names the uid, the contact kept and the merge; it stops counting when that merge is undone,
/// when the contact kept leaves the list, or while a contact in the list has the uid (the
/// merged-away contact restored).
enum MergedUIDSchema {
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v32: merged uids") { db in
      try db.execute(
        sql: """
          CREATE TABLE mergedUID (
            uid TEXT NOT NULL,
            contactId INTEGER NOT NULL,
            changeId INTEGER NOT NULL,
            PRIMARY KEY (uid, changeId)
          ) WITHOUT ROWID;
          CREATE INDEX mergedUID_on_contact ON mergedUID(contactId);
          """)
    }
  }

  /// Notes, in the merge `log`, that the contact `other` (still in the list) is merged into
  /// `kept`: its uid, and the uids merged into it before, now find `kept`.
  static func note(_ other: Contact.ID, into kept: Contact.ID, log: ChangeLog, in db: Database)
    throws
  {
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO mergedUID (uid, contactId, changeId)
        SELECT uid, ?2, ?3 FROM contact WHERE id = ?1 AND uid IS NOT NULL
        UNION ALL SELECT uid, ?2, ?3 FROM mergedUID WHERE contactId = ?1
        """, arguments: [other, kept, log.id])
  }

  /// Whether any uid was ever merged away: an import looks uids up only then.
  static func any(in db: Database) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM mergedUID)") ?? false
  }

  /// The statement that finds whether a uid (its one argument) is merged away now.
  static func lookUp(in db: Database) throws -> Statement {
    try db.makeStatement(
      sql: """
        SELECT 1 FROM mergedUID m JOIN contact k ON k.id = m.contactId
        WHERE m.uid = ?1
          AND NOT EXISTS (SELECT 1 FROM bookChange c WHERE c.id = m.changeId AND c.undone = 1)
          AND NOT EXISTS (SELECT 1 FROM contact WHERE uid = ?1)
        LIMIT 1
        """)
  }
}
