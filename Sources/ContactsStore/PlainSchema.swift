import GRDB

/// v31: the plain WebDAV area of each account's home (`PlainFiles`), in the database `contacts
/// serve` serves, beside the accounts: one row per collection or file, keyed by owner and path
/// (segments joined by `/`, which no segment holds), with its parent's path for listings, and a
/// file's body, content type and entity tag.
enum PlainSchema {
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v31: plain files") { db in
      try db.execute(
        sql: """
          CREATE TABLE plainResource (
            owner TEXT NOT NULL,
            path TEXT NOT NULL,
            parent TEXT NOT NULL,
            isCollection INTEGER NOT NULL,
            contentType TEXT,
            body BLOB,
            length INTEGER NOT NULL DEFAULT 0,
            etag TEXT,
            modified REAL NOT NULL,
            PRIMARY KEY (owner, path)
          );
          CREATE INDEX plainResourceParent ON plainResource (owner, parent, path);
          """)
    }
  }
}
