import GRDB

/// Where a card stands in a served book's listing and among the changes of one stamp: the
/// contacts by id, then the group cards by rowid.
struct ServedPlace: Comparable {
  let isGroup: Bool
  /// The contact's id, or the group card's rowid.
  let id: Int64

  /// Before every card.
  static let first = ServedPlace(isGroup: false, id: 0)
  /// After every card.
  static let last = ServedPlace(isGroup: true, id: .max)

  static func < (lhs: ServedPlace, rhs: ServedPlace) -> Bool {
    (lhs.isGroup ? 1 : 0, lhs.id) < (rhs.isGroup ? 1 : 0, rhs.id)
  }

  /// The place of the card served at `name` now; nil when none is.
  static func served(named name: String, in db: Database) throws -> ServedPlace? {
    if let id = try ServedQueries.id(named: name, in: db) {
      return ServedPlace(isGroup: false, id: id)
    }
    return try ServedGroupQueries.row(named: name, in: db).map {
      ServedPlace(isGroup: true, id: $0.place)
    }
  }

  /// The place of the card served at `name`, now or before it went; nil when none was.
  static func ofAny(named name: String, in db: Database) throws -> ServedPlace? {
    if let place = try served(named: name, in: db) { return place }
    if let id = try ServedQueries.idOfAny(named: name, in: db) {
      return ServedPlace(isGroup: false, id: id)
    }
    return try ServedGroupQueries.deletedPlace(named: name, in: db).map {
      ServedPlace(isGroup: true, id: $0)
    }
  }
}
