import Foundation

/// Why the store could not do its work, in words a person can act on.
public enum ContactStoreError: UserFacingError, Equatable {
  /// Another program holds the database longer than the busy timeout.
  case locked
  /// The disk or the database file has no room left.
  case diskFull
  /// The file may not be written.
  case readOnly
  /// The file could not be opened or created.
  case cannotOpen(path: String, reason: String)
  /// The file is not a contacts database, or it is damaged.
  case notADatabase(path: String)
  /// A newer version of the app changed the file's schema to `version`: it may be read, not
  /// written.
  case newerVersion(String)
  /// `path` is the database, or its `-wal` or `-shm` file: writing there would destroy it.
  case isTheDatabase(path: String)
  /// No contact has this id (any more).
  case notFound(Contact.ID)
  /// Anything else SQLite reported.
  case failed(String)
  /// Recently deleted has no contact with this id.
  case notDeleted(Contact.ID)
  /// The deleted contact `name` cannot come back: contact `by` has its uid now (the same card,
  /// imported or synced again since).
  case uidTaken(name: String, by: Contact.ID)
  /// There is no change to undo.
  case nothingToUndo
  /// The change a page offered to undo is no longer the last one.
  case notTheLastChange
  /// History reaches back to `reach` (its keeping time, or when it began): the book cannot
  /// be rewound to before.
  case beforeHistory(reach: Date)

  public var message: String {
    switch self {
    case .locked:
      "the database is locked by another program; try again in a moment"
    case .diskFull:
      "the disk is full; free some space and try again"
    case .readOnly:
      "the database file is read-only"
    case .cannotOpen(let path, let reason):
      "cannot open the database at \(path) (\(reason))"
    case .notADatabase(let path):
      "\(path) is not a contacts database, or it is damaged"
    case .newerVersion(let version):
      "this address book was changed by a newer version of Contacts (its schema is “\(version)”); "
        + "it can be read but not changed: update Contacts to change it"
    case .isTheDatabase(let path):
      "refusing to write to \(path): it is the address book's own database file; "
        + "choose another file"
    case .notFound(let id):
      "there is no contact with id \(id); it may have been deleted"
    case .failed(let reason):
      reason
    case .notDeleted(let id):
      "there is no contact with id \(id) in Recently deleted; it may have been restored or "
        + "deleted for good"
    case .uidTaken(let name, let id):
      "\(name) cannot be restored: contact \(id) is the same card, imported or synced again "
        + "since; delete one of them first"
    case .nothingToUndo:
      "there is nothing to undo"
    case .notTheLastChange:
      "that change is no longer the last one; nothing was undone"
    case .beforeHistory(let reach):
      "history reaches back to \(Self.sentence(reach)) only; "
        + "the book cannot be rewound to before that"
    }
  }

  /// How a time is written in a sentence: "2026-11-20 14:00 UTC".
  public static func sentence(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let two = { (value: Int?) in String((value ?? 0) + 100).dropFirst() }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) "
      + "\(two(parts.hour)):\(two(parts.minute)) UTC"
  }
}
