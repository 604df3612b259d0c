import GRDB

/// The change stamps sync reads to find what changed since it last looked: a counter that only
/// rises, and each contact stamped with its value whenever the contact or its phones and emails
/// change, by triggers, so a write from anywhere (even the `sqlite3` tool) is seen.
enum ChangeSchema {
  /// The statements that give the contact `id` (an SQL expression) the next stamp.
  private static func stamp(_ id: String) -> String {
    """
    UPDATE changeCounter SET value = value + 1;
      UPDATE contact SET changeSeq = (SELECT value FROM changeCounter) WHERE id = \(id);
    """
  }

  /// The triggers that stamp a contact. A row written with a stamp of its own (an import binds
  /// one for all its rows) is left as it is; a trigger's own stamp changes `changeSeq`, so it
  /// does not fire the update trigger again. A write of the list position alone (the list
  /// making room, always a statement of its own) stamps nothing: the contact did not change,
  /// for sync or for undo's "changed since". A contact deleted takes its values with it: sync
  /// finds it gone by its missing row (since v28 its deletion takes a stamp: `ServedSchema`).
  static let triggers = triggers(
    updateWhen: "new.changeSeq = old.changeSeq AND new.listPosition IS old.listPosition")

  /// The triggers as v9 made them, before contacts had a list position (v23 replaces them).
  private static let firstTriggers = triggers(updateWhen: "new.changeSeq = old.changeSeq")

  private static func triggers(updateWhen condition: String) -> String {
    """
    CREATE TRIGGER contact_change_insert AFTER INSERT ON contact WHEN new.changeSeq = 0 BEGIN
      \(stamp("new.id"))
    END;
    CREATE TRIGGER contact_change_update AFTER UPDATE ON contact
    WHEN \(condition) BEGIN
      \(stamp("new.id"))
    END;
    CREATE TRIGGER contactValue_change_insert AFTER INSERT ON contactValue BEGIN
      \(stamp("new.contactId"))
    END;
    CREATE TRIGGER contactValue_change_delete AFTER DELETE ON contactValue
    WHEN EXISTS (SELECT 1 FROM contact WHERE id = old.contactId) BEGIN
      \(stamp("old.contactId"))
    END;
    """
  }

  /// Drops `triggers`: an import stamps its rows itself, and creates them again before it ends.
  static let droppedTriggers = """
    DROP TRIGGER contact_change_insert; DROP TRIGGER contact_change_update;
    DROP TRIGGER contactValue_change_insert; DROP TRIGGER contactValue_change_delete;
    """

  /// Takes the next stamp, for an import to give all its rows.
  static func nextStamp(in db: Database) throws -> Int64 {
    try db.execute(sql: "UPDATE changeCounter SET value = value + 1")
    return try Int64.fetchOne(db, sql: "SELECT value FROM changeCounter") ?? 0
  }

  /// Registers v9, after the list index's v8.
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v9: a change sequence on contacts") { db in
      // Contacts stored before have stamp 0, and every account no stamp seen: the first sync
      // after this compares the whole book, as every sync did before.
      try db.execute(
        sql: """
          CREATE TABLE changeCounter (value INTEGER NOT NULL);
          INSERT INTO changeCounter VALUES (0);
          ALTER TABLE contact ADD COLUMN changeSeq INTEGER NOT NULL DEFAULT 0;
          CREATE INDEX contact_on_changeSeq ON contact(changeSeq);
          \(firstTriggers)
          ALTER TABLE syncAccount ADD COLUMN seenSeq INTEGER;
          CREATE INDEX syncRecord_on_uid ON syncRecord(account, uid);
          """)
    }
  }
}
