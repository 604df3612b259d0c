import ContactsDomain
import Foundation
import GRDB

/// Puts a kept version back (`KeptVersion`), recording the write in a change: what undo,
/// revert and rewind write.
enum VersionRestore {
  /// What putting a version back did to its contact.
  enum Effect: Equatable {
    /// The version was absent: the contact went to Recently deleted.
    case removed
    /// The contact was in Recently deleted or gone: it is back.
    case restored
    /// The contact was different: it is as the version was.
    case reverted
    /// The contact already was as the version was.
    case unchanged
  }

  /// Puts `version` back as the contact `version.contactID` is now, at `date`, recorded in
  /// `log`; its photo only when the version kept it.
  static func putBack(_ version: KeptVersion, in log: ChangeLog, at date: Date, db: Database)
    throws -> Effect
  {
    let id = version.contactID
    let exists = try ContactRecord.exists(db, key: id)
    guard let image = version.image else {
      guard exists, version.isAbsent else { return .unchanged }
      try log.keepTrashed(id)
      _ = try TrashQueries.moveToTrash(id, at: date, in: db)
      return .removed
    }
    if !exists {
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
    let samePhoto =
      try !version.photoKept
      || String.fetchOne(
        db, sql: "SELECT digest FROM contactPhoto WHERE contactId = ?", arguments: [id])
        == version.photo?.digest
    if try RowSnapshot.same(try RowSnapshot.contact(id, in: db), image, in: db), samePhoto {
      return exists ? .unchanged : .restored
    }
    try log.keep(id)
    try RowSnapshot.overwriteContact(row: image.row, values: image.values, id: id, in: db)
    if version.photoKept {
      try log.keepPhoto(id)
      try PhotoQueries.set(version.photo, id: id, in: db)
    }
    return exists ? .reverted : .restored
  }
}
