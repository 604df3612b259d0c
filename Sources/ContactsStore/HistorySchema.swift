import Foundation
import GRDB

/// The change log every write feeds (`ChangeLog`): what undo takes back, history lists and
/// rewind walks. `bookChange` is one row per change: its kind, time, what to show of it, and
/// the change stamps it gave (`seqFrom`…`seqTo`, see `ChangeSchema`): a contact it touched is
/// unchanged since when its stamp is still in that range. `contactVersion` holds each contact
/// a change touched as it was before (`RowSnapshot`), once per change: `state` says whether
/// it was a row (`row`), absent (`added`: the change added it), or moved to Recently deleted
/// by the change (`trashed`: its row is the trash's until restored, then copied here). Its
/// photo is kept only when the change replaced it (`photoKept`). An import's added contacts
/// cost no version each: since v26 they are rows of `changeAdded` (`ChangeMembersSchema`),
/// where v22 kept a range of ids (`addedAfter`…`addedThrough`, now gone). `sameAs` is the stamp
/// whose contact an undo (or a restore) put back, so an earlier change still finds it
/// unchanged.
enum HistorySchema {
  /// The kinds of change, as `bookChange.kind` spells them.
  enum Kind: String {
    case add, edit, photo, delete, restore
    case importFile = "import"
    case sync, revert, rewind, undo, merge
    case restoreBackup = "restore-backup"
  }

  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v22: the change log, history and rewind") { db in
      try db.execute(
        sql: """
          CREATE TABLE bookChange (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL,
            at REAL NOT NULL,
            name TEXT NOT NULL,
            count INTEGER NOT NULL DEFAULT 0,
            runKey TEXT,
            seqFrom INTEGER NOT NULL,
            seqTo INTEGER NOT NULL,
            addedAfter INTEGER,
            addedThrough INTEGER,
            undone INTEGER NOT NULL DEFAULT 0
          );
          CREATE INDEX bookChange_on_at ON bookChange(at);
          CREATE INDEX bookChange_on_runKey ON bookChange(runKey) WHERE runKey IS NOT NULL;
          CREATE INDEX bookChange_undoing_on_seq ON bookChange(seqFrom, seqTo)
            WHERE kind IN ('undo', 'restore');
          CREATE TABLE contactVersion (
            changeId INTEGER NOT NULL,
            contactId INTEGER NOT NULL,
            state TEXT NOT NULL CHECK (state IN ('row', 'added', 'trashed')),
            seq INTEGER,
            sameAs INTEGER,
            contact TEXT,
            contactValues TEXT,
            photoKept INTEGER NOT NULL DEFAULT 0,
            photoType TEXT,
            photoDigest TEXT,
            photoBytes BLOB,
            PRIMARY KEY (changeId, contactId)
          ) WITHOUT ROWID;
          CREATE INDEX contactVersion_on_contact ON contactVersion(contactId, changeId);
          CREATE TABLE historyStart (at REAL NOT NULL);
          """)
      try db.execute(
        sql: "INSERT INTO historyStart VALUES (?)", arguments: [Date().timeIntervalSince1970])
      try moveLastChange(in: db)
      try db.execute(sql: "DROP TABLE lastChange")
    }
  }

  /// Moves v21's last change into the log, with its id, so a page's Undo still names it: a
  /// delete as its contact moved to the trash; an edit with its before, stamped as unchanged
  /// since when the contact still is as the edit left it.
  private static func moveLastChange(in db: Database) throws {
    guard
      let last = try Row.fetchOne(
        db,
        sql: """
          SELECT id, kind, contactId, name, contact, contactValues, afterContact, afterValues
          FROM lastChange
          """)
    else { return }
    let id: Int64 = last["id"]
    let contactID: Int64 = last["contactId"]
    var seq: Int64 = -1
    if last["kind"] == "edit", try ContactRecord.exists(db, key: contactID),
      try RowSnapshot.same(
        try RowSnapshot.contact(contactID, in: db), (last["afterContact"], last["afterValues"]),
        in: db)
    {
      seq =
        try Int64.fetchOne(
          db, sql: "SELECT changeSeq FROM contact WHERE id = ?", arguments: [contactID]) ?? -1
    }
    try db.execute(
      sql: """
        INSERT INTO bookChange (id, kind, at, name, count, seqFrom, seqTo)
        VALUES (?, ?, ?, ?, 1, ?, ?)
        """,
      arguments: [id, last["kind"], Date().timeIntervalSince1970, last["name"], seq, seq])
    let isDelete = last["kind"] == "delete"
    try db.execute(
      sql: """
        INSERT INTO contactVersion (changeId, contactId, state, contact, contactValues)
        VALUES (?, ?, ?, ?, ?)
        """,
      arguments: [
        id, contactID, isDelete ? "trashed" : "row", isDelete ? nil : last["contact"],
        isDelete ? nil : last["contactValues"],
      ])
  }
}
