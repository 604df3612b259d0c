import GRDB

/// The last change a person made, for `undo`: one row per book, replaced by each delete or
/// edit. An edit keeps the contact as it was before and as it was after (`RowSnapshot`): undo
/// tells it was changed again since by comparing it with the after. The id rises with every change
/// (AUTOINCREMENT), so a page's Undo names the change it offered.
enum UndoSchema {
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v21: the last change, to undo") { db in
      try db.execute(
        sql: """
          CREATE TABLE lastChange (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL CHECK (kind IN ('delete', 'edit')),
            contactId INTEGER NOT NULL,
            name TEXT NOT NULL,
            contact TEXT,
            contactValues TEXT,
            afterContact TEXT,
            afterValues TEXT
          )
          """)
    }
  }
}
