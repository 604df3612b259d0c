/// Where a window stands in the whole list: how many contacts come before its first row, and how
/// many the list holds. Read from counts the store keeps, so it stays cheap at a million.
public struct ListPlace: Hashable, Sendable {
  /// The contacts before the window's first row.
  public let before: Int
  /// Every contact in the list.
  public let total: Int

  public init(before: Int, total: Int) {
    self.before = before
    self.total = total
  }
}
