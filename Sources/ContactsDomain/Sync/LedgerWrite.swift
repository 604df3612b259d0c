/// What one step of a sync writes to its memory, in one transaction.
public struct LedgerWrite: Hashable, Sendable {
  /// The account with its new token and notices.
  public var account: SyncAccount
  /// Records to insert or replace, by href.
  public var saved: [LedgerEntry] = []
  /// Hrefs whose records go.
  public var removed: [String] = []
  /// New conflicts (their ids are given by the store).
  public var conflicts: [SyncConflict] = []

  public init(account: SyncAccount) {
    self.account = account
  }
}
