/// One account as the sync screen lists it: where it syncs and how much.
public struct AccountStatus: Hashable, Sendable {
  public let account: SyncAccount
  /// Cards synced both ways.
  public let synced: Int
  /// Server cards that cannot be contacts, kept on the server.
  public let skipped: Int
  /// Open conflicts, waiting for a choice.
  public let conflicts: Int
  /// Why each skipped card was skipped, one sentence each (naming the card): what a sync's
  /// report said once, when the card first appeared or changed.
  public let skippedCards: [String]

  public init(
    account: SyncAccount, synced: Int, skipped: Int, conflicts: Int, skippedCards: [String] = []
  ) {
    self.account = account
    self.synced = synced
    self.skipped = skipped
    self.conflicts = conflicts
    self.skippedCards = skippedCards
  }

  /// True once a sync of the account completed.
  public var hasSynced: Bool { account.syncToken != nil || synced > 0 }
}
