import GRDB

/// v30: group cards in the served book (`ServedAddressBook`). Each group card takes a change
/// stamp whenever it is stored anew or changes (by trigger, so an edit of a contact's groups, an
/// import, a sync or an undo all give it a new entity tag); `servedGroupCard` keeps the name a
/// client PUT a group card at (one made from its uid otherwise, as for contacts);
/// `servedGroupDeletion` keeps each group card that went, with a stamp of its own and its place
/// in the listing, so a sync since finds its name gone. Group cards are few, and their deletions
/// are kept until a backup replaces the book.
enum ServedGroupSchema {
  /// The statements that give the group card of rowid `rowid` the next stamp.
  private static func stamp(_ rowid: String) -> String {
    """
    UPDATE changeCounter SET value = value + 1;
      UPDATE groupCard SET changeSeq = (SELECT value FROM changeCounter) WHERE rowid = \(rowid);
    """
  }

  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v30: served group cards: stamps, names, deletions") { db in
      try db.execute(
        sql: """
          ALTER TABLE groupCard ADD COLUMN changeSeq INTEGER NOT NULL DEFAULT 0;
          CREATE INDEX groupCard_on_changeSeq ON groupCard(changeSeq);
          CREATE TABLE servedGroupCard (uid TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL UNIQUE);
          CREATE TABLE servedGroupDeletion (
            seq INTEGER PRIMARY KEY NOT NULL,
            place INTEGER NOT NULL,
            uid TEXT NOT NULL,
            name TEXT
          );
          CREATE TRIGGER served_group_insert AFTER INSERT ON groupCard BEGIN
            \(stamp("new.rowid"))
          END;
          CREATE TRIGGER served_group_update AFTER UPDATE OF name, members, card ON groupCard
          WHEN old.name IS NOT new.name OR old.members IS NOT new.members
            OR old.card IS NOT new.card BEGIN
            \(stamp("new.rowid"))
          END;
          CREATE TRIGGER served_group_delete AFTER DELETE ON groupCard BEGIN
            UPDATE changeCounter SET value = value + 1;
            INSERT INTO servedGroupDeletion (seq, place, uid, name)
            VALUES ((SELECT value FROM changeCounter), old.rowid, old.uid,
              (SELECT name FROM servedGroupCard WHERE uid = old.uid));
          END;
          """)
    }
  }
}
