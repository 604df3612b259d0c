import ContactsDomain
import GRDB

// Where a card stands in a served book (`ServedPlace`), found by its name.
extension ServedPlace {
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
