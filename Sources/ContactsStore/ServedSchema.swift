import GRDB

/// v28: what a CardDAV server needs of the book (`ServedAddressBook`). `servedCard` keeps, for
/// each card a client PUT, the name it was PUT at, its body as it came and the stamp its contact
/// had then (served byte for byte while the contact keeps that stamp); a contact made in the app
/// has no row and is served at its uid's name (`ServedName`). `servedDeletion` keeps each
/// contact that left the list, with a stamp of its own (by trigger, so a delete from anywhere
/// is seen), until it comes back or is deleted for good; `servedBook` how far deletions were
/// forgotten (`ServedTokenRule`) and the book's display name.
enum ServedSchema {
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v28: served card names, bodies and deletions, display name") {
      db in
      try db.execute(
        sql: """
          CREATE TABLE servedCard (
            contactId INTEGER PRIMARY KEY NOT NULL,
            name TEXT NOT NULL UNIQUE,
            body BLOB NOT NULL,
            bodySeq INTEGER NOT NULL
          );
          CREATE TABLE servedDeletion (
            seq INTEGER PRIMARY KEY NOT NULL,
            contactId INTEGER NOT NULL,
            uid TEXT,
            name TEXT
          );
          CREATE INDEX servedDeletion_on_contactId ON servedDeletion(contactId);
          CREATE TABLE servedBook (forgottenSeq INTEGER NOT NULL, displayName TEXT);
          INSERT INTO servedBook VALUES (0, NULL);
          CREATE TRIGGER served_contact_delete AFTER DELETE ON contact BEGIN
            UPDATE changeCounter SET value = value + 1;
            INSERT INTO servedDeletion (seq, contactId, uid, name)
            VALUES ((SELECT value FROM changeCounter), old.id, old.uid,
              (SELECT name FROM servedCard WHERE contactId = old.id));
          END;
          CREATE TRIGGER served_contact_insert AFTER INSERT ON contact BEGIN
            DELETE FROM servedDeletion WHERE contactId = new.id;
          END;
          CREATE TRIGGER served_trash_forget AFTER DELETE ON deletedContact
          WHEN NOT EXISTS (SELECT 1 FROM contact WHERE id = old.id) BEGIN
            UPDATE servedBook SET forgottenSeq = max(forgottenSeq,
              coalesce((SELECT max(seq) FROM servedDeletion WHERE contactId = old.id), 0));
            DELETE FROM servedDeletion WHERE contactId = old.id;
          END;
          """)
    }
  }
}
