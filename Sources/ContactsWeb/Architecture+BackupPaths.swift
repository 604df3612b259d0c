import ContactsBuilds

/// The backups pages of each build.
extension Architecture {
  /// The backups page, e.g. `/mvvm/backups`.
  var backupsPath: String { "/\(rawValue)/backups" }

  /// What restoring the backup `name` would change, e.g.
  /// `/mvvm/backups/contacts-2026-11-25.sqlite` (a backup's name holds only ASCII letters,
  /// digits, dashes and dots: nothing to encode).
  func backupPath(_ name: String) -> String { "\(backupsPath)/\(name)" }

  /// The confirmed restore of the backup `name`: its form's target.
  func restoreBackupPath(_ name: String) -> String { backupPath(name) + "/restore" }
}
