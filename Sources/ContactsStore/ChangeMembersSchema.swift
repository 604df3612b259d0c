import GRDB

/// v26: the contacts each import, sync or many-contact add added, one row each
/// (`changeAdded`), where v22 kept the range of ids they were given (`addedAfter`…
/// `addedThrough`). A range holds only when a change's ids are contiguous and no other
/// change's come between them, which a store with concurrent writers (PostgreSQL) cannot
/// promise: undo, rewind and history now read which contacts a change added, never a range.
enum ChangeMembersSchema {
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v26: the contacts each change added") { db in
      try db.execute(
        sql: """
          CREATE TABLE changeAdded (
            changeId INTEGER NOT NULL,
            contactId INTEGER NOT NULL,
            PRIMARY KEY (changeId, contactId)
          ) WITHOUT ROWID;
          CREATE INDEX changeAdded_on_contact ON changeAdded(contactId);
          INSERT INTO changeAdded (changeId, contactId)
          SELECT b.id, c.id FROM bookChange b
          JOIN (SELECT id FROM contact UNION ALL SELECT id FROM deletedContact) c
            ON c.id > b.addedAfter AND c.id <= b.addedThrough
          WHERE b.addedAfter IS NOT NULL;
          ALTER TABLE bookChange DROP COLUMN addedAfter;
          ALTER TABLE bookChange DROP COLUMN addedThrough;
          """)
    }
  }
}
