import Foundation

/// Where a backup, a restore, an undo or a rewind may be stopped dead, for the tests that kill it there: with
/// `CONTACTS_KILL_AT` set to a point's name, the process kills itself with SIGKILL when it
/// reaches that point, as a power cut or `kill -9` would.
enum KillPoint: String {
  /// A backup's temporary file is written and on disk, not yet in place.
  case backupWritten
  /// A restore has kept the book as it was in a backup file; nothing is copied into it yet.
  case kept
  /// Half the backup's pages are copied into the book's write transaction, not committed.
  case copying
  /// The copy is committed; the WAL is not folded into the file yet.
  case copied
  /// An undo has put back every contact of its change, not yet committed.
  case undoing
  /// A rewind has put back every contact, not yet committed.
  case rewinding

  /// The environment variable naming the point.
  static let environmentVariable = "CONTACTS_KILL_AT"

  /// Kills this process when `point` is the one the environment names.
  static func reached(_ point: KillPoint) {
    guard let named = getenv(environmentVariable), String(cString: named) == point.rawValue
    else { return }
    kill(getpid(), SIGKILL)
  }
}
