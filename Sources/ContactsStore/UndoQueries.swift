import ContactsDomain
import Foundation
import GRDB

/// The SQL behind undo, run inside `ContactDatabase`'s transactions: the latest change of the
/// log (`HistorySchema`) not yet undone, taken back as a change of its own.
enum UndoQueries {
  /// The kinds of change undo takes back, with their names in `UndoableChange`.
  private static let kinds: [String: UndoableChange.Kind] = [
    "add": .add, "edit": .edit, "photo": .photo, "delete": .delete,
    "import": .importFile, "sync": .sync, "revert": .revert, "rewind": .rewind,
    "restore-backup": .restoreBackup, "merge": .merge,
  ]

  /// The change `undo` would take back: the latest not undone, but an undo or a restore (a
  /// restore is a delete's undo), so an add made by mistake is the first taken back. The writes of one sync are one change, the latest's id.
  static func last(in db: Database) throws -> UndoableChange? {
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT id, kind, name, count, runKey FROM bookChange
          WHERE undone = 0 AND kind NOT IN ('undo', 'restore') ORDER BY id DESC LIMIT 1
          """)
    else { return nil }
    let id: Int64 = row["id"]
    let kind = kinds[row["kind"]] ?? .edit
    var count: Int = row["count"]
    if let key: String = row["runKey"] {
      count =
        try Int.fetchOne(
          db, sql: "SELECT sum(count) FROM bookChange WHERE runKey = ? AND undone = 0",
          arguments: [key]) ?? count
    }
    let single: Set<UndoableChange.Kind> = [.add, .delete, .edit, .photo, .revert]
    let contactID =
      single.contains(kind)
      ? try Int64.fetchOne(
        db,
        sql: """
          SELECT contactId FROM contactVersion WHERE changeId = ?1
          UNION ALL SELECT contactId FROM groupCardVersion
            WHERE changeId = ?1 AND contactId IS NOT NULL
          LIMIT 1
          """, arguments: [id]) : nil
    return UndoableChange(
      id: id, kind: kind, contactID: contactID, fullName: row["name"], count: count)
  }

  /// Takes back the latest change (which must be `expected` when given) at `date`; see
  /// `TrashRepository.undo`.
  static func undo(_ expected: UndoableChange.ID?, at date: Date, in db: Database) throws
    -> UndoOutcome
  {
    guard let change = try last(in: db) else { throw ContactStoreError.nothingToUndo }
    guard expected == nil || expected == change.id else {
      throw ContactStoreError.notTheLastChange
    }
    let ids = try Int64.fetchAll(
      db,
      sql: """
        SELECT id FROM bookChange WHERE id = ?1
          OR (runKey = (SELECT runKey FROM bookChange WHERE id = ?1) AND undone = 0)
        ORDER BY id DESC
        """, arguments: [change.id])
    let log = try ChangeLog.begin(.undo, at: date, in: db)
    // The rules are the domain's (`UndoRun`, `UndoStep`); each step is written before the next,
    // earlier batch of a sync is planned.
    let run = try UndoRun(ids, in: SQLiteChangeLog(db: db, log: log, now: date)) { id in
      try db.execute(sql: "UPDATE bookChange SET undone = 1 WHERE id = ?", arguments: [id])
      // The stamps this undo gave so far are its own: the next, earlier batch finds what it
      // put back through them (`ChangedSince`), not "changed since".
      try ChangeLog.stretch(after: log.id - 1, in: db)
    }
    KillPoint.reached(.undoing)
    try log.end(name: change.fullName, count: run.putBack + run.removed)
    let contact = try change.contactID.flatMap { id in
      try ContactRecord.exists(db, key: id) ? try ContactQueries.shownContact(id: id, in: db) : nil
    }
    return UndoOutcome(
      change: change, putBack: run.putBack, removed: run.removed, keptCount: run.kept.count,
      kept: run.keptNames, contact: contact)
  }

  /// Marks undone the not yet undone deletes of the contact `id`: restoring it undid them.
  static func restored(_ id: Contact.ID, in db: Database) throws {
    try db.execute(
      sql: """
        UPDATE bookChange SET undone = 1 WHERE kind = 'delete' AND undone = 0
          AND id IN (SELECT changeId FROM contactVersion WHERE contactId = ?)
        """, arguments: [id])
  }
}
