import GRDB

/// A search window read from the list-order index (`ListPositionSchema`): from the position of
/// the first contact on the window's side of its anchor, in the window's direction, each row
/// the trigrams find checked against its search text, until the window is full.
extension Walk {
  func positioned(
    _ key: SQL, _ direction: Direction, _ search: SearchFilter, _ trigrams: String, _ limit: Int,
    _ db: Database
  ) throws -> [ContactRecord] {
    try Array(
      SQLRequest<ContactRecord>(
        literal: """
          SELECT \(columns) \(found(key, direction, search, trigrams))
          ORDER BY contactListSearch.rowid \(direction.sql) LIMIT \(limit)
          """, cached: true
      ).fetchCursor(db), minimumCapacity: limit)
  }

  func positionedExists(
    _ key: SQL, _ direction: Direction, _ search: SearchFilter, _ trigrams: String,
    _ db: Database
  ) throws -> Bool {
    try SQLRequest<Bool>(
      literal: "SELECT EXISTS (SELECT 1 \(found(key, direction, search, trigrams)))", cached: true
    ).fetchOne(db) ?? false
  }

  /// The rows on `key`'s side that match: the index read from the first position there (none
  /// when no contact is there), joined to the contact at each position found.
  private func found(_ key: SQL, _ direction: Direction, _ search: SearchFilter, _ trigrams: String)
    -> SQL
  {
    let from: SQL = direction == .ascending ? ">=" : "<="
    return """
      FROM contactListSearch CROSS JOIN contact ON contact.listPosition = contactListSearch.rowid
      WHERE contactListSearch MATCH \(trigrams)
        AND contactListSearch.rowid \(from) (
          SELECT listPosition FROM contact WHERE \(key) AND listPosition IS NOT NULL
          \(direction.order) LIMIT 1)
        AND \(search.probe)
      """
  }
}
