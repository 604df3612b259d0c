import GRDB

/// The reads of one window: straight down the list index, or, for a search, the cheapest way.
/// Terms of three characters or more: when the trigram index lists few matches, the window is
/// taken from them; otherwise the list-order index is read from the window's start
/// (`Walk+Positions`). A shorter term has no trigrams: walking the list in order meets a window
/// of its matches soon when they are many (the list index holds each contact's search text, so
/// the walk reads the index alone); otherwise every match is read.
///
/// Every statement is prepared once per connection: values are bound, never spelt, and a list
/// of ids goes in as one JSON array.
struct Walk: ListWalk {
  let search: SearchFilter?
  /// How many rows a search walks in list order before it reads every match instead.
  let budget: Int
  /// Up to how many matches count as few.
  let few: Int

  /// The columns each row is read with (`ContactRecord.listColumns`).
  let columns: SQL

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
      // Room for the whole window at once: growing the array copies every record again.
      try Array(
        SQLRequest<ContactRecord>(
          literal:
            "SELECT \(columns) FROM contact WHERE \(key) AND \(filter) \(direction.order) LIMIT \(limit)",
          cached: true
        ).fetchCursor(db), minimumCapacity: limit)
    }
    guard let search else { return try records(key, "TRUE", limit: limit) }
    if let trigrams = search.trigrams {
      if let ids = try matches(search, fewerThan: max(few, limit * 4), db) {
        return try records(key, ids, limit: limit)
      }
      return try positioned(key, direction, search, trigrams, limit, db)
    }
    var found: [ContactRecord] = []
    return try answer(
      key, direction, search, db,
      stretch: {
        found += try records($0, search.probe, limit: limit - found.count)
        return found.count == limit
      },
      walked: { found }, read: { try records(key, $0, limit: limit) })
  }

  func exists(_ key: SQL, _ direction: Direction, _ db: Database) throws -> Bool {
    func exists(_ key: SQL, _ filter: SQL) throws -> Bool {
      try SQLRequest<Bool>(
        literal: "SELECT EXISTS (SELECT 1 FROM contact WHERE \(key) AND \(filter))", cached: true
      ).fetchOne(db) ?? false
    }
    guard let search else { return try exists(key, "TRUE") }
    if let trigrams = search.trigrams {
      if let ids = try matches(search, fewerThan: few, db) { return try exists(key, ids) }
      return try positionedExists(key, direction, search, trigrams, db)
    }
    var found = false
    return try answer(
      key, direction, search, db,
      stretch: {
        found = try exists($0, search.probe)
        return found
      },
      walked: { found }, read: { try exists(key, $0) })
  }

  /// A term too short for trigrams: the walk, up to `budget` rows in stretches that double (a
  /// window of a common word close by needs no more), then every match.
  /// `stretch` reads one stretch of the walk and says when it has enough, `walked` is the answer
  /// a finished walk found, `read` reads the answer from all the rows meeting a condition.
  private func answer<Answer>(
    _ key: SQL, _ direction: Direction, _ search: SearchFilter, _ db: Database,
    stretch: (SQL) throws -> Bool, walked: () -> Answer, read: (SQL) throws -> Answer
  ) throws -> Answer {
    guard try walk(from: key, rows: budget, direction, db, stretch) != nil else {
      return walked()
    }
    return try read(search.probe)
  }

  /// Walks up to `rows` rows from `key` on in `direction`, in stretches that double, and hands
  /// `body` the condition of each stretch; a stretch is bounded by its last row, found by an
  /// OFFSET on the index, so that `body`'s read stops as soon as it has what it wants. Nil when
  /// `body` says it has enough or the list ends (every row was seen); otherwise where the walk
  /// would go on from.
  private func walk(
    from key: SQL, rows: Int, _ direction: Direction, _ db: Database,
    _ body: (SQL) throws -> Bool
  ) throws -> SQL? {
    var from = key
    var walked = 0
    // A thirty-second first (512 of the default 16,384: the first stretch of the walk before it
    // was one), then twice as many rows each time: a window of a common word needs few
    // stretches, and one close by reads few rows.
    var stretch = max(1, rows / 32)
    while walked < rows {
      let count = min(stretch, rows - walked)
      let last = try Row.fetchOne(
        db,
        SQLRequest<Row>(
          literal:
            "SELECT sortKey, id FROM contact WHERE \(from) \(direction.order) LIMIT 1 OFFSET \(count - 1)",
          cached: true))
      guard let last else {
        _ = try body(from)
        return nil
      }
      let position: SQL = "(\(last["sortKey"] as String), \(last["id"] as Int64))"
      if try body("\(from) AND (sortKey, id) \(direction.notFurther) \(position)") { return nil }
      from = "(sortKey, id) \(direction.further) \(position)"
      walked += count
      stretch *= 2
    }
    return from
  }

  /// A condition on the matching ids when the trigram index has fewer than `count`; nil when it
  /// has more or cannot tell.
  private func matches(_ search: SearchFilter, fewerThan count: Int, _ db: Database) throws
    -> SQL?
  {
    guard let indexed = search.indexed else { return nil }
    let ids = try SQLRequest<Int64>(literal: "\(indexed) LIMIT \(count)", cached: true)
      .fetchAll(db)
    guard ids.count < count else { return nil }
    let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
    return "id IN (SELECT value FROM json_each(\(list)))"
  }
}
