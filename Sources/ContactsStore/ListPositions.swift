import GRDB

/// Gives contacts without a `listPosition` (added or renamed since the last write) one between
/// their neighbours' (see `ListPositionSchema`).
enum ListPositions {
  /// Places every contact without a position: each run of them between two placed neighbours
  /// shares the gap evenly; with no room left, or more of them than an eighth of the book (an
  /// import), every contact is numbered afresh. Cheap when there is none: one index look-up.
  static func place(in db: Database) throws {
    let unplaced = try Row.fetchAll(
      db.cachedStatement(
        sql: "SELECT id, sortKey FROM contact WHERE listPosition IS NULL ORDER BY sortKey, id"))
    guard !unplaced.isEmpty else { return }
    // Counting a big book costs more than placing a few: only a large run is weighed.
    if unplaced.count > 64,
      unplaced.count * 8 > (try Int.fetchOne(db, sql: "SELECT count(*) FROM contact") ?? 0)
    {
      return try ListPositionSchema.numberAll(in: db)
    }
    var run: [Int64] = []
    var before: Int64?
    for (index, row) in unplaced.enumerated() {
      let id: Int64 = row["id"]
      let sortKey: String = row["sortKey"]
      if run.isEmpty { before = try neighbour(sortKey, id, "<", "DESC", db) }
      run.append(id)
      let after = try neighbour(sortKey, id, ">", "ASC", db)
      // The run goes on while the next unplaced contact comes before the next placed one.
      if index + 1 < unplaced.count, let after,
        try isBefore(unplaced[index + 1], position: after, db)
      {
        continue
      }
      guard try spread(run, between: before, and: after, db) else {
        return try ListPositionSchema.numberAll(in: db)
      }
      run = []
    }
  }

  /// The position of the nearest placed contact on the `comparison` side of `(sortKey, id)`.
  private static func neighbour(
    _ sortKey: String, _ id: Int64, _ comparison: String, _ order: String, _ db: Database
  ) throws -> Int64? {
    try Int64.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT listPosition FROM contact
          WHERE (sortKey, id) \(comparison) (?, ?) AND listPosition IS NOT NULL
          ORDER BY sortKey \(order), id \(order) LIMIT 1
          """), arguments: [sortKey, id])
  }

  /// Whether `row` (id, sortKey) comes before the contact at `position`.
  private static func isBefore(_ row: Row, position: Int64, _ db: Database) throws -> Bool {
    try Bool.fetchOne(
      db.cachedStatement(
        sql: "SELECT (?, ?) < (sortKey, id) FROM contact WHERE listPosition = ?"),
      arguments: [row["sortKey"] as String, row["id"] as Int64, position]) ?? false
  }

  /// Gives `ids`, in list order, positions evenly spread between `lower` and `upper` (nil: the
  /// list's end, with `spacing` room); false when the gap is too narrow.
  private static func spread(
    _ ids: [Int64], between lower: Int64?, and upper: Int64?, _ db: Database
  )
    throws -> Bool
  {
    let spacing = ListPositionSchema.spacing
    let count = Int64(ids.count)
    let start: Int64
    let step: Int64
    switch (lower, upper) {
    case (let lower?, let upper?):
      step = (upper - lower) / (count + 1)
      start = lower + step
    case (let lower?, nil):
      (start, step) = (lower + spacing, spacing)
    case (nil, let upper?):
      (start, step) = (upper - spacing * count, spacing)
    case (nil, nil):
      (start, step) = (spacing, spacing)
    }
    guard step > 0 else { return false }
    for (offset, id) in ids.enumerated() {
      try db.execute(
        sql: "UPDATE contact SET listPosition = ? WHERE id = ?",
        arguments: [start + step * Int64(offset), id])
    }
    return true
  }
}
