/// How a sync runs.
public struct SyncOptions: Hashable, Sendable {
  /// Work out and count what would change, and write nothing on either side.
  public var dryRun: Bool
  /// The user confirmed a sync that would delete many contacts or follows an emptied book.
  public var confirmed: Bool

  public init(dryRun: Bool = false, confirmed: Bool = false) {
    self.dryRun = dryRun
    self.confirmed = confirmed
  }
}
