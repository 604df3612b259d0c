/// What restoring a backup changes in the book: the contacts it adds back, removes and changes,
/// matched by their uid, each counted with the first few names.
public struct BackupChanges: Equatable, Sendable {
  /// How many names each kind of change lists.
  public static let listedNames = 3

  /// Contacts of one kind of change: how many, and the names of the first few.
  public struct Named: Equatable, Sendable {
    public let count: Int
    /// At most `BackupChanges.listedNames`, in the book's order.
    public let names: [String]

    public init(count: Int, names: [String]) {
      self.count = count
      self.names = names
    }
  }

  /// In the backup, not in the book: restoring brings them back.
  public let added: Named
  /// In the book, not in the backup: restoring removes them.
  public let removed: Named
  /// In both with a different content: restoring puts back the backup's version.
  public let changed: Named
  /// How many contacts the backup holds.
  public let backupCount: Int
  /// The book's sync accounts, by name, which a restore keeps as they are (they are settings,
  /// not contacts); the next sync of each compares the whole book with its server.
  public let keptAccounts: Named

  public init(
    added: Named, removed: Named, changed: Named, backupCount: Int,
    keptAccounts: Named = Named(count: 0, names: [])
  ) {
    self.added = added
    self.removed = removed
    self.changed = changed
    self.backupCount = backupCount
    self.keptAccounts = keptAccounts
  }

  /// True when restoring would leave every contact as it is.
  public var isEmpty: Bool { added.count + removed.count + changed.count == 0 }
}

/// A restore done: what it changed, and where the book as it was before is kept.
public struct RestoredBackup: Equatable, Sendable {
  public let changes: BackupChanges
  /// The backup file holding the book as it was before the restore.
  public let keptAt: String

  public init(changes: BackupChanges, keptAt: String) {
    self.changes = changes
    self.keptAt = keptAt
  }
}
