import Foundation

/// A backup kept in the book's backups folder: a daily one (`BOOK-YYYY-MM-DD.sqlite`) or
/// the book as it was before a restore (`BOOK-before-restore-TIME.sqlite`), BOOK the book's name.
public struct BackupFile: Hashable, Sendable {
  /// How many daily backups are kept; older ones are deleted after a new one is made.
  public static let dailyKept = 7
  /// The environment variable that turns daily backups off when set to `off`.
  public static let dailyBackupVariable = "CONTACTS_DAILY_BACKUP"

  /// The file's name in the folder, which is all a front end may name it by.
  public let name: String
  /// Where it is, for the restore.
  public let path: String
  /// When it was last written.
  public let modified: Date
  /// Its size in bytes.
  public let size: Int64
  /// How many contacts it holds; nil when it cannot be read as a Contacts database.
  public let contactCount: Int?

  public init(name: String, path: String, modified: Date, size: Int64, contactCount: Int?) {
    self.name = name
    self.path = path
    self.modified = modified
    self.size = size
    self.contactCount = contactCount
  }
}
