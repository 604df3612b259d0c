import ContactsDomain
import ContactsPresentation

/// What `backup --json` prints.
struct BackupJSON: Encodable {
  let file: String
  let bytes: Int
  let sentence: String
}

/// What `restore-backup --json` prints: what the restore changes (the dry run) or changed, and
/// where the book as it was is kept; `done` false and no `keptAt` when nothing was replaced.
struct RestoreBackupJSON: Encodable {
  /// Contacts of one kind of change: how many, and the first names.
  struct Named: Encodable {
    let count: Int
    let names: [String]

    init(_ named: BackupChanges.Named) {
      count = named.count
      names = named.names
    }
  }

  let file: String
  let done: Bool
  let backupCount: Int
  let addedBack: Named
  let removed: Named
  let changed: Named
  let keptAccounts: Named
  let keptAt: String?
  let lines: [String]

  init(_ changes: BackupChanges, of file: String, restored: RestoredBackup?) {
    self.file = file
    done = restored != nil
    backupCount = changes.backupCount
    addedBack = Named(changes.added)
    removed = Named(changes.removed)
    changed = Named(changes.changed)
    keptAccounts = Named(changes.keptAccounts)
    keptAt = restored?.keptAt
    lines = changes.previewLines(of: file) + (restored?.lines ?? [])
  }
}
