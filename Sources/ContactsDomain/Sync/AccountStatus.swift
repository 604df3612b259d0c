/// One account as the sync screen lists it: where it syncs and how much.
public struct AccountStatus: Hashable, Sendable {
  public let account: SyncAccount
  /// Cards synced both ways.
  public let synced: Int
  /// Server cards that cannot be contacts, kept on the server.
  public let skipped: Int
  /// Open conflicts, waiting for a choice.
  public let conflicts: Int

  public init(account: SyncAccount, synced: Int, skipped: Int, conflicts: Int) {
    self.account = account
    self.synced = synced
    self.skipped = skipped
    self.conflicts = conflicts
  }

  /// True once a sync of the account completed.
  public var hasSynced: Bool { account.syncToken != nil || synced > 0 }
}
