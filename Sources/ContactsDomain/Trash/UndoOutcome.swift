/// What an undo did: the change it took back, how many contacts it put back or removed, and
/// those it kept as they are because they changed since (nothing is overwritten).
public struct UndoOutcome: Hashable, Sendable {
  /// How many names `kept` lists at most.
  public static let namesShown = 10

  /// The change taken back.
  public let change: UndoableChange
  /// How many contacts are as they were before the change again (restored or put back).
  public let putBack: Int
  /// How many contacts the change had added, now moved to Recently deleted.
  public let removed: Int
  /// How many contacts were kept as they are because they changed (or were deleted) since.
  public let keptCount: Int
  /// The names of up to `namesShown` of them, in list order.
  public let kept: [String]
  /// The contact, when the change was about one and it is in the list now.
  public let contact: Contact?

  public init(
    change: UndoableChange, putBack: Int, removed: Int, keptCount: Int, kept: [String],
    contact: Contact?
  ) {
    self.change = change
    self.putBack = putBack
    self.removed = removed
    self.keptCount = keptCount
    self.kept = kept
    self.contact = contact
  }
}
