/// How many cards a sync changed on each side.
public struct SyncCounts: Hashable, Sendable, Codable {
  public var fromServerAdded = 0
  public var fromServerUpdated = 0
  public var fromServerRemoved = 0
  public var toServerAdded = 0
  public var toServerUpdated = 0
  public var toServerRemoved = 0
  public var conflicts = 0

  public init() {}

  /// Whether anything changed on either side.
  public var changedAnything: Bool { self != SyncCounts() }

  /// Whether the server's changes added, changed or removed contacts here.
  public var changedContactsHere: Bool {
    fromServerAdded + fromServerUpdated + fromServerRemoved > 0
  }

  public static func + (lhs: SyncCounts, rhs: SyncCounts) -> SyncCounts {
    var sum = lhs
    sum.fromServerAdded += rhs.fromServerAdded
    sum.fromServerUpdated += rhs.fromServerUpdated
    sum.fromServerRemoved += rhs.fromServerRemoved
    sum.toServerAdded += rhs.toServerAdded
    sum.toServerUpdated += rhs.toServerUpdated
    sum.toServerRemoved += rhs.toServerRemoved
    sum.conflicts += rhs.conflicts
    return sum
  }

  /// "from the server +3 ~2 -1; to the server +1 ~0 -0; conflicts 0": `SyncReport.summary`.
  public var summary: String {
    "from the server +\(fromServerAdded) ~\(fromServerUpdated) -\(fromServerRemoved); "
      + "to the server +\(toServerAdded) ~\(toServerUpdated) -\(toServerRemoved); "
      + "conflicts \(conflicts)"
  }
}
