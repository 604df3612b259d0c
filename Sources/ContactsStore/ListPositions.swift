import GRDB

/// Gives contacts without a `listPosition` (added or renamed since the last write) one between
/// their neighbours' (see `ListPositionSchema`).
enum ListPositions {
  /// Places every contact without a position: each run of them between two placed neighbours
  /// shares the gap evenly, and a gap too narrow is widened over its neighbours (which move
  /// too), so that no write renumbers more than the stretch it needs. More of them than an
  /// eighth of the book (an import) are numbered with the rest at once. Cheap when there is
  /// none: one index look-up.
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
    var first = 0
    while first < unplaced.count {
      // The run: the unplaced contacts before the next placed one.
      let next = try bound(of: unplaced[first], after: true, skipping: 0, db)
      var last = first
      while last + 1 < unplaced.count, next.map({ isBefore(unplaced[last + 1], $0) }) ?? true {
        last += 1
      }
      try spread(
        unplaced[first...last].map { $0["id"] as Int64 }, unplaced[first], unplaced[last], db)
      first = last + 1
    }
  }

  /// Positions the contacts of `run`, from `first` to `last` (unplaced, with no placed one
  /// between), evenly between the placed ones around them; when there are not enough integers between
  /// those, takes in 1, 3, 7… placed neighbours on each side, and moves them too.
  private static func spread(_ run: [Int64], _ first: Row, _ last: Row, _ db: Database) throws {
    var neighbours = 0
    while true {
      let lower = try bound(of: first, after: false, skipping: neighbours, db)
      let upper = try bound(of: last, after: true, skipping: neighbours, db)
      // The run alone, until neighbours are taken in.
      let ids =
        neighbours == 0
        ? run
        : try Int64.fetchAll(
          db,
          SQLRequest<Int64>(
            literal:
              "SELECT id FROM contact WHERE \(after(lower)) AND \(before(upper)) ORDER BY sortKey, id"
          ))
      let count = Int64(ids.count)
      let spacing = ListPositionSchema.spacing
      let (start, step): (Int64, Int64) =
        switch (lower?["listPosition"] as Int64?, upper?["listPosition"] as Int64?) {
        case (let low?, let high?): (low + (high - low) / (count + 1), (high - low) / (count + 1))
        case (let low?, nil): (low + spacing, spacing)
        case (nil, let high?): (high - spacing * count, spacing)
        case (nil, nil): (spacing, spacing)
        }
      guard step > 0 else {
        neighbours = neighbours * 2 + 1
        continue
      }
      let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
      if neighbours > 0 {
        // Out of the way first: a new position may be one a neighbour still holds.
        try db.execute(
          literal: """
            UPDATE contact SET listPosition = NULL
            WHERE id IN (SELECT value FROM json_each(\(list))) AND listPosition IS NOT NULL
            """)
      }
      let update = try db.cachedStatement(sql: "UPDATE contact SET listPosition = ? WHERE id = ?")
      for (offset, id) in ids.enumerated() {
        try update.execute(arguments: [start + step * Int64(offset), id])
      }
      return
    }
  }

  /// The placed contact (sortKey, id, listPosition) `after` `row` (else before it), past
  /// `skipping` others; nil past the list's end.
  private static func bound(of row: Row, after: Bool, skipping: Int, _ db: Database) throws -> Row?
  {
    let (side, order) = after ? (">", "ASC") : ("<", "DESC")
    return try Row.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT sortKey, id, listPosition FROM contact
          WHERE (sortKey, id) \(side) (?, ?) AND listPosition IS NOT NULL
          ORDER BY sortKey \(order), id \(order) LIMIT 1 OFFSET ?
          """), arguments: [row["sortKey"] as String, row["id"] as Int64, skipping])
  }

  /// The rows after `bound` (all, when nil).
  private static func after(_ bound: Row?) -> SQL {
    guard let bound else { return "TRUE" }
    return "(sortKey, id) > (\(bound["sortKey"] as String), \(bound["id"] as Int64))"
  }

  /// The rows before `bound` (all, when nil).
  private static func before(_ bound: Row?) -> SQL {
    guard let bound else { return "TRUE" }
    return "(sortKey, id) < (\(bound["sortKey"] as String), \(bound["id"] as Int64))"
  }

  /// Whether `row` (id, sortKey) comes before `placed` (sortKey, id).
  private static func isBefore(_ row: Row, _ placed: Row) -> Bool {
    let key = row["sortKey"] as String
    let placedKey = placed["sortKey"] as String
    return key.utf8.elementsEqual(placedKey.utf8)
      ? (row["id"] as Int64) < (placed["id"] as Int64)
      : key.utf8.lexicographicallyPrecedes(placedKey.utf8)
  }
}
