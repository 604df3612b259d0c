/// Why a backup could not be made or restored, in words a person can act on. A backup refused
/// changes nothing in the book.
public enum BackupError: MalformedContentError, Equatable {
  /// The file is not an SQLite database, or one that is not an address book.
  case notAContactsDatabase(path: String)
  /// The file is a database, but damaged: truncated, or its integrity check fails.
  case damaged(path: String, reason: String)
  /// A newer version of Contacts wrote the file: its schema has `version`, which this one does
  /// not know.
  case newerVersion(path: String, version: String)
  /// There is no file at `path`.
  case missing(path: String)
  /// `path` exists, and the backup was not told to replace it.
  case exists(path: String)
  /// This app has no store that keeps backups.
  case unavailable

  public var message: String {
    switch self {
    case .notAContactsDatabase(let path):
      "\(path) is not a Contacts backup: it is not an address book database; nothing was changed"
    case .damaged(let path, let reason):
      "\(path) is damaged (\(reason)); nothing was changed: pick another backup"
    case .newerVersion(let path, let version):
      "\(path) was written by a newer version of Contacts (its schema is “\(version)”); "
        + "nothing was changed: update Contacts to restore it"
    case .missing(let path):
      "there is no file at \(path)"
    case .exists(let path):
      "\(path) exists already; pass --force to replace it, or choose another file"
    case .unavailable:
      "this address book keeps no backups"
    }
  }
}
