import ContactsDomain
import GRDB

/// Rows kept as JSON, by column name: what Recently deleted and undo keep of a contact, and
/// put back as the store would insert it. Named columns, not positions: a snapshot taken
/// before a later migration adds a column is put back with that column's default.
enum RowSnapshot {
  /// The SQL of a `json_object` of every column of `table` but `skipped`.
  static func object(of table: String, skipping skipped: Set<String> = [], in db: Database)
    throws -> String
  {
    let pairs = try db.columns(in: table).map(\.name).filter { !skipped.contains($0) }
      .map { "'\($0)', \"\($0)\"" }
    return "json_object(\(pairs.joined(separator: ", ")))"
  }

  /// The contact `id`'s row, and its phones and emails as an array, as JSON, read through a
  /// statement prepared once per connection (a delete and an edit each take one or two).
  static func contact(_ id: Int64, in db: Database) throws -> (row: String, values: String) {
    let sql = "SELECT \(try columns(in: db)) FROM contact WHERE id = ?"
    guard let row = try Row.fetchOne(try db.cachedStatement(sql: sql), arguments: [id]) else {
      throw ContactStoreError.notFound(id)
    }
    return (row[0], row[1])
  }

  /// The SQL of two columns of a query of `contact`: each contact's row, and its phones and
  /// emails as an array, as JSON.
  static func columns(in db: Database) throws -> String {
    """
    \(try object(of: "contact", in: db)), (
      SELECT json_group_array(\(try object(of: "contactValue", skipping: ["id"], in: db)))
      FROM (SELECT * FROM contactValue WHERE contactId = contact.id ORDER BY kind, position))
    """
  }

  /// Inserts the contact `row` and its `values` (as `contact(_:in:)` read them) again, with the
  /// id it had; its change stamp and list position are given afresh.
  static func insertContact(row: String, values: String, in db: Database) throws {
    let columns = try shared("contact", row, skipping: ["changeSeq", "listPosition"], in: db)
    try db.execute(
      sql: "INSERT INTO contact (\(quoted(columns))) SELECT \(extracts(columns, from: "?1"))",
      arguments: [row])
    try insertValues(values, in: db)
  }

  /// Writes every column of the contact `row` (as `contact(_:in:)` read it) but its id, stamp
  /// and position over the contact it names, and puts its `values` back in place of the
  /// contact's.
  static func overwriteContact(row: String, values: String, id: Int64, in db: Database) throws {
    let columns = try shared(
      "contact", row, skipping: ["id", "changeSeq", "listPosition"], in: db)
    let sets = columns.map { "\"\($0)\" = json_extract(?1, '$.\"\($0)\"')" }
    try db.execute(
      sql: "UPDATE contact SET \(sets.joined(separator: ", ")) WHERE id = ?2",
      arguments: [row, id])
    try db.execute(sql: "DELETE FROM contactValue WHERE contactId = ?", arguments: [id])
    try insertValues(values, in: db)
  }

  /// Whether two snapshots of a contact hold the same, but for the change stamp and list
  /// position a later write may have moved.
  static func same(
    _ one: (row: String, values: String), _ other: (row: String, values: String),
    in db: Database
  ) throws -> Bool {
    guard one.values == other.values else { return false }
    let strip = "json_remove(?, '$.changeSeq', '$.listPosition')"
    return try Bool.fetchOne(
      db, sql: "SELECT \(strip) = \(strip)", arguments: [one.row, other.row]) ?? false
  }

  // MARK: - Private

  private static func insertValues(_ values: String, in db: Database) throws {
    guard
      let first = try String.fetchOne(
        db, sql: "SELECT json_extract(?, '$[0]')", arguments: [values])
    else { return }
    let columns = try shared("contactValue", first, skipping: ["id"], in: db)
    try db.execute(
      sql: """
        INSERT INTO contactValue (\(quoted(columns)))
        SELECT \(extracts(columns, from: "item.value")) FROM json_each(?) AS item
        """, arguments: [values])
  }

  /// The columns of `table` the JSON object `object` holds, but `skipped`.
  private static func shared(
    _ table: String, _ object: String, skipping skipped: Set<String>, in db: Database
  ) throws -> [String] {
    let keys = Set(
      try String.fetchAll(db, sql: "SELECT key FROM json_each(?)", arguments: [object]))
    return try db.columns(in: table).map(\.name).filter {
      keys.contains($0) && !skipped.contains($0)
    }
  }

  private static func quoted(_ columns: [String]) -> String {
    columns.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  private static func extracts(_ columns: [String], from json: String) -> String {
    columns.map { "json_extract(\(json), '$.\"\($0)\"')" }.joined(separator: ", ")
  }
}
