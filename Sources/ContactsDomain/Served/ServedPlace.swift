/// Where a card stands in a served book's listing and among the changes of one stamp: the
/// contacts by id, then the group cards in the order stored (SQLite's rowid, PostgreSQL's
/// place), as every store orders them.
public struct ServedPlace: Comparable, Sendable {
  public let isGroup: Bool
  /// The contact's id, or the group card's place.
  public let id: Int64

  public init(isGroup: Bool, id: Int64) {
    self.isGroup = isGroup
    self.id = id
  }

  /// Before every card.
  public static let first = ServedPlace(isGroup: false, id: 0)
  /// After every card.
  public static let last = ServedPlace(isGroup: true, id: .max)

  public static func < (lhs: ServedPlace, rhs: ServedPlace) -> Bool {
    (lhs.isGroup ? 1 : 0, lhs.id) < (rhs.isGroup ? 1 : 0, rhs.id)
  }
}
