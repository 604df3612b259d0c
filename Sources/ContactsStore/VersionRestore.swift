import ContactsDomain
import Foundation
import GRDB

/// Puts a kept version back (`KeptVersion`), recording the write in a change: what undo,
/// revert and rewind write.
enum VersionRestore {
  /// Puts `version` back as the contact `version.contactID` is now, at `date`, recorded in
  /// `log`; its photo only when the version kept it. A version without the contact's row (one
  /// that was absent: undo and rewind move those to Recently deleted) changes nothing.
  static func putBack(_ version: KeptVersion, in log: ChangeLog, at date: Date, db: Database)
    throws
  {
    let id = version.contactID
    guard let image = version.image else { return }
    if try !ContactRecord.exists(db, key: id) {
      try log.keepAdded(id)
      if try Bool.fetchOne(
        db, sql: "SELECT EXISTS (SELECT 1 FROM deletedContact WHERE id = ?)", arguments: [id])
        ?? false
      {
        _ = try TrashQueries.restore(id, in: db)
      } else {
        try RowSnapshot.insertContact(row: image.row, values: image.values, in: db)
      }
    }
    if try holds(version, in: db) { return }
    try log.keep(id)
    try RowSnapshot.overwriteContact(row: image.row, values: image.values, id: id, in: db)
    if version.photoKept {
      try log.keepPhoto(id)
      try PhotoQueries.set(version.photo, id: id, in: db)
    }
  }

  /// Whether the contact `version.contactID`, in the list, holds what `version` holds: its row
  /// and values, and its photo when the version kept it. True for a version without a row.
  static func holds(_ version: KeptVersion, in db: Database) throws -> Bool {
    guard let image = version.image else { return true }
    let samePhoto =
      try !version.photoKept
      || String.fetchOne(
        db, sql: "SELECT digest FROM contactPhoto WHERE contactId = ?",
        arguments: [version.contactID]) == version.photo?.digest
    return try samePhoto
      && RowSnapshot.same(try RowSnapshot.contact(version.contactID, in: db), image, in: db)
  }
}
