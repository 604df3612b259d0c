import GRDB

/// The reads of one window: straight down the list index, or, for a search, the cheapest of three
/// ways. Few matches: the trigram index lists them all, then the window is taken from them.
/// Many: walking the list in order meets a window of them soon; the list index holds each
/// contact's search text, so the walk reads the index alone. Otherwise: every match.
///
/// Every statement is prepared once per connection: values are bound, never spelt, and a list
/// of ids goes in as one JSON array.
struct Walk {
  let search: SearchFilter?
  /// How many rows a search walks in list order before it reads every match instead.
  let budget: Int
  /// Up to how many matches count as few.
  let few: Int

  private let columns: SQL = "id, firstName, lastName, sortKey, organization, note"

  enum Direction {
    case ascending
    case descending

    var sql: SQL { self == .ascending ? "ASC" : "DESC" }
    var order: SQL { "ORDER BY sortKey \(sql), id \(sql)" }
    /// The comparison that holds for a row further on than the one compared with.
    var further: SQL { self == .ascending ? ">" : "<" }
    /// The comparison that holds for a row no further on than the one compared with.
    var notFurther: SQL { self == .ascending ? "<=" : ">=" }
  }

  func fetch(_ key: SQL, _ direction: Direction, _ limit: Int, _ db: Database) throws
    -> [ContactRecord]
  {
    func records(_ key: SQL, _ filter: SQL, limit: Int) throws -> [ContactRecord] {
      try SQLRequest<ContactRecord>(
        literal:
          "SELECT \(columns) FROM contact WHERE \(key) AND \(filter) \(direction.order) LIMIT \(limit)",
        cached: true
      ).fetchAll(db)
    }
    guard let search else { return try records(key, "TRUE", limit: limit) }
    if let ids = try fewMatches(search, db) {
      return try records(key, ids, limit: limit)
    }
    var found: [ContactRecord] = []
    let walked = try walk(from: key, direction, db) { stretch in
      found += try records(stretch, search.probe, limit: limit - found.count)
      return found.count == limit
    }
    if walked { return found }
    return try records(key, search.indexed.map { "id IN (\($0))" } ?? search.probe, limit: limit)
  }

  func exists(_ key: SQL, _ direction: Direction, _ db: Database) throws -> Bool {
    func exists(_ key: SQL, _ filter: SQL) throws -> Bool {
      try SQLRequest<Bool>(
        literal: "SELECT EXISTS (SELECT 1 FROM contact WHERE \(key) AND \(filter))", cached: true
      ).fetchOne(db) ?? false
    }
    guard let search else { return try exists(key, "TRUE") }
    if let ids = try fewMatches(search, db) {
      return try exists(key, ids)
    }
    var found = false
    let walked = try walk(from: key, direction, db) { stretch in
      found = try exists(stretch, search.probe)
      return found
    }
    if walked { return found }
    return try exists(key, search.indexed.map { "id IN (\($0))" } ?? search.probe)
  }

  /// Walks up to `budget` rows from `key` on in `direction`, in stretches that double, and hands
  /// `body` the condition of each stretch; a stretch is bounded by its last row, found by an
  /// OFFSET on the index, so that `body`'s read stops as soon as it has what it wants. True when
  /// `body` says it has enough or the list ends within the budget (every row was seen).
  private func walk(
    from key: SQL, _ direction: Direction, _ db: Database, _ body: (SQL) throws -> Bool
  ) throws -> Bool {
    var from = key
    var walked = 0
    // A thirty-second of the budget first (512 rows of the default), then twice as many each
    // time: a window of a common word needs few stretches, a near one reads few rows.
    var stretch = max(1, budget / 32)
    while walked < budget {
      let rows = min(stretch, budget - walked)
      let last = try Row.fetchOne(
        db,
        SQLRequest<Row>(
          literal:
            "SELECT sortKey, id FROM contact WHERE \(from) \(direction.order) LIMIT 1 OFFSET \(rows - 1)",
          cached: true))
      guard let last else {
        _ = try body(from)
        return true
      }
      let position: SQL = "(\(last["sortKey"] as String), \(last["id"] as Int64))"
      if try body("\(from) AND (sortKey, id) \(direction.notFurther) \(position)") { return true }
      from = "(sortKey, id) \(direction.further) \(position)"
      walked += rows
      stretch *= 2
    }
    return false
  }

  /// A condition on the matching ids when the trigram index has few; nil when it has many or
  /// cannot tell.
  private func fewMatches(_ search: SearchFilter, _ db: Database) throws -> SQL? {
    guard let indexed = search.indexed else { return nil }
    let ids = try SQLRequest<Int64>(literal: "\(indexed) LIMIT \(few)", cached: true).fetchAll(db)
    guard ids.count < few else { return nil }
    let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
    return "id IN (SELECT value FROM json_each(\(list)))"
  }
}
