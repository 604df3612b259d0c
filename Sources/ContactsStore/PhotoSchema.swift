import GRDB

/// Contacts' photos, in a table of their own: a list window reads its contacts' rows without
/// ever touching a photo's bytes, and asks this table only which of them have one.
enum PhotoSchema {
  /// Registers the photo table's migration, after every other.
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v11: contacts' photos") { db in
      // The bytes come last: SQLite reads a row's columns in order, so the type, size and
      // digest a list asks for are read without walking the overflow pages of the image.
      try db.execute(
        sql: """
          CREATE TABLE contactPhoto (
            contactId INTEGER PRIMARY KEY NOT NULL REFERENCES contact(id) ON DELETE CASCADE,
            type TEXT NOT NULL CHECK (type IN ('jpeg', 'png', 'gif', 'webp')),
            byteCount INTEGER NOT NULL,
            digest TEXT NOT NULL,
            bytes BLOB NOT NULL
          )
          """)
    }
  }
}
