import ContactsDomain
import GRDB

/// The SQL behind undo, run inside `ContactDatabase`'s transactions.
enum UndoQueries {
  /// Records the delete of the contact `id`, shown as `name`, as the last change.
  static func recordDelete(of id: Contact.ID, name: String, in db: Database) throws {
    try db.execute(sql: "DELETE FROM lastChange")
    try db.execute(
      sql: "INSERT INTO lastChange (kind, contactId, name) VALUES ('delete', ?, ?)",
      arguments: [id, name])
  }

  /// Records the edit of the contact `id`, shown as `name` with its `snapshot` before it was
  /// saved, as the last change; call right after the save.
  static func recordEdit(
    of id: Contact.ID, name: String, snapshot: (row: String, values: String), in db: Database
  ) throws {
    let after = try RowSnapshot.contact(id, in: db)
    try db.execute(sql: "DELETE FROM lastChange")
    try db.execute(
      sql: """
        INSERT INTO lastChange
          (kind, contactId, name, contact, contactValues, afterContact, afterValues)
        VALUES ('edit', ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        id, name, snapshot.row, snapshot.values, after.row, after.values,
      ])
  }

  static func last(in db: Database) throws -> UndoableChange? {
    try Row.fetchOne(db, sql: "SELECT id, kind, contactId, name FROM lastChange").map { row in
      UndoableChange(
        id: row["id"], kind: UndoableChange.Kind(rawValue: row["kind"]) ?? .edit,
        contactID: row["contactId"], fullName: row["name"])
    }
  }

  /// Takes back the last change (which must be `expected` when given); see
  /// `TrashRepository.undo`.
  static func undo(_ expected: UndoableChange.ID?, in db: Database) throws -> (
    UndoableChange, Contact
  ) {
    guard let change = try last(in: db) else { throw ContactStoreError.nothingToUndo }
    guard expected == nil || expected == change.id else {
      throw ContactStoreError.notTheLastChange
    }
    let contact: Contact
    switch change.kind {
    case .delete:
      do {
        contact = try TrashQueries.restore(change.contactID, in: db)
      } catch ContactStoreError.notDeleted {
        throw ContactStoreError.changedSince(change.fullName)
      }
    case .edit:
      let row = try Row.fetchOne(
        db, sql: "SELECT contact, contactValues, afterContact, afterValues FROM lastChange")
      guard let row, try ContactRecord.exists(db, key: change.contactID),
        try RowSnapshot.same(
          try RowSnapshot.contact(change.contactID, in: db), (row[2], row[3]), in: db)
      else { throw ContactStoreError.changedSince(change.fullName) }
      try RowSnapshot.overwriteContact(
        row: row[0], values: row[1], id: change.contactID, in: db)
      contact = try ContactQueries.contact(id: change.contactID, in: db)
    }
    try db.execute(sql: "DELETE FROM lastChange")
    return (change, contact)
  }
}
