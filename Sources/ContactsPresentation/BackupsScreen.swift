import ContactsDomain
import Foundation

/// What the backups screen shows: a row per backup kept in the book's backups folder, the
/// newest first, with its date, size and how many contacts it holds; and the words of the
/// restore that starts from a row.
public struct BackupsScreen: Hashable, Sendable {
  /// The screen's title, and the name of the link to it.
  public static let title = "Backups"
  /// What the screen says of where its backups come from.
  public static let about =
    "A backup of the address book is made each day it is used (the last \(BackupFile.dailyKept) "
    + "are kept), and before each restore."
  /// What the screen says when there is none.
  public static let empty = "No backups yet."
  /// The button that opens a backup's dry run.
  public static let restoreButton = "Restore…"
  /// The button that confirms a restore.
  public static let confirmButton = "Restore this backup"
  /// What the dry run says the restore does besides.
  public static let restoreNote =
    "Restoring replaces the whole address book; the book as it is now is kept first, as a "
    + "backup listed here."

  /// The title after a restore.
  public static let restoredTitle = "Backup restored"
  /// The title when a restore was refused or failed.
  public static let notRestoredTitle = "Backup not restored"

  /// The question a backup's dry run asks.
  public static func question(_ name: String) -> String {
    "Restore \(ShownText.summaryLine(name))?"
  }

  /// A row: one backup file.
  public struct Row: Hashable, Sendable {
    /// The file's name, which names it in a front end.
    public let name: String
    /// Where it is, for the restore.
    public let path: String
    /// When it was written, in UTC: "2026-11-25 14:03 UTC".
    public let date: String
    /// "12 kB", "1.4 MB", as `ByteCount` writes every size.
    public let size: String
    /// "312 contacts", "1 contact", or that it cannot be read.
    public let contacts: String
  }

  public let rows: [Row]

  /// The screen of `files`, in the order given.
  public init(files: [BackupFile]) {
    rows = files.map { file in
      Row(
        name: file.name, path: file.path, date: Self.date(file.modified),
        size: ByteCount.text(file.size),
        contacts: file.contactCount.map(Counted.contacts)
          ?? "cannot be read")
    }
  }

  /// The row of the backup named `name`; nil when no backup has that name.
  public func row(named name: String) -> Row? {
    rows.first { $0.name == name }
  }

  private static func date(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(
      format: "%04d-%02d-%02d %02d:%02d UTC", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0, parts.minute ?? 0)
  }
}
