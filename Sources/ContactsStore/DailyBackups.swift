import ContactsDomain
import Foundation

/// The daily automatic backup: `backups/BOOK-YYYY-MM-DD.sqlite` beside the book (the date
/// in UTC, BOOK the book's name, `BackupNames`), made once a day by the first command that writes (or `contacts serve` starting),
/// the last `kept` of them kept. `CONTACTS_DAILY_BACKUP=off` turns it off, for tests and
/// benchmarks.
public enum DailyBackups {
  /// How many daily backups are kept; older ones are deleted after a new one is made.
  public static let kept = BackupFile.dailyKept
  /// The environment variable that turns daily backups off when set to `off`.
  public static let environmentVariable = BackupFile.dailyBackupVariable

  /// True when daily backups are on and `store` has no backup of today yet: one `stat`.
  public static func isDue(for store: ContactDatabase, at time: time_t = Foundation.time(nil))
    -> Bool
  {
    guard store.path != ":memory:", store.newerVersion == nil else { return false }
    if let setting = getenv(environmentVariable), String(cString: setting) == "off" {
      return false
    }
    return access(file(for: store, at: time), F_OK) != 0
  }

  /// Makes today's backup of `store` unless another process made it first, then deletes all
  /// but the last `kept`. The copy runs at the lowest priority, in steps that let the book's WAL
  /// be checkpointed (`ContactDatabase.backUpInBackground`): the commands run after a large
  /// import do not wait for it.
  public static func make(_ store: ContactDatabase, at time: time_t = Foundation.time(nil))
    async throws
  {
    do {
      try await store.backUpInBackground(to: file(for: store, at: time))
    } catch BackupError.exists {
      // Another command made today's backup at the same time: one is enough.
    }
    try prune(store.backupsFolder, of: store.backupNames)
  }

  /// Today's backup file of `store`.
  static func file(for store: ContactDatabase, at time: time_t) -> String {
    var clock = time
    var day = tm()
    gmtime_r(&clock, &day)
    let date = String(
      format: "%04d-%02d-%02d", Int(day.tm_year) + 1900, Int(day.tm_mon) + 1, Int(day.tm_mday))
    return "\(store.backupsFolder)/\(store.backupNames.daily(on: date))"
  }

  /// Deletes the book's daily backups in `folder` but the newest `kept`; other files, other
  /// books' backups among them, are left alone.
  static func prune(_ folder: String, of book: BackupNames) throws {
    let daily = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter(book.isDaily)
      .sorted()
    for name in daily.dropLast(kept) {
      try FileManager.default.removeItem(atPath: "\(folder)/\(name)")
    }
  }
}

extension ContactDatabase {
  /// The path of the book's file.
  public var filePath: String { path }

  /// How the book's backups are named in its backups folder.
  var backupNames: BackupNames { BackupNames(bookPath: path) }
}
