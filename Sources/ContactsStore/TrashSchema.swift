import GRDB

/// Recently deleted: contacts a person (or a sync following the server) deleted, kept whole
/// out of the tables a list, search, count, birthdays, groups or export read, so none of them
/// pays for the trash. `deletedContact` holds each contact's row and its phones and emails as
/// JSON (`RowSnapshot`), keyed by the id it gets back; `deletedPhoto` its photo's bytes;
/// `trashSetting` how many days they are kept.
enum TrashSchema {
  /// How many days a deleted contact is kept unless the book says otherwise.
  static let defaultKeepDays = 30

  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v20: recently deleted") { db in
      try db.execute(
        sql: """
          CREATE TABLE deletedContact (
            id INTEGER PRIMARY KEY NOT NULL,
            uid TEXT,
            name TEXT NOT NULL,
            deletedAt REAL NOT NULL,
            contact TEXT NOT NULL,
            contactValues TEXT NOT NULL
          );
          CREATE INDEX deletedContact_on_deletedAt ON deletedContact(deletedAt, id);
          CREATE TABLE deletedPhoto (
            contactId INTEGER PRIMARY KEY NOT NULL
              REFERENCES deletedContact(id) ON DELETE CASCADE,
            type TEXT NOT NULL,
            byteCount INTEGER NOT NULL,
            digest TEXT NOT NULL,
            bytes BLOB NOT NULL
          );
          CREATE TABLE trashSetting (keepDays INTEGER NOT NULL CHECK (keepDays > 0));
          INSERT INTO trashSetting VALUES (\(defaultKeepDays));
          """)
    }
  }
}
