import GRDB

/// The phones and emails of an import's new contacts, inserted `rowsPerInsert` at a time with
/// one statement rather than one statement each: the importer flushes them before it reads or
/// changes any contact's values, and before it commits.
struct PendingValues {
  static let rowsPerInsert = 64
  private let insertOne: Statement
  private let insertMany: Statement
  /// Each value's columns but the contact's id, and that id.
  private var pending: [(value: StatementArguments, id: Int64)] = []

  init(_ db: Database) throws {
    let columns = "INSERT INTO contactValue (\(ImportRow.valueColumns)) VALUES "
    insertOne = try db.makeStatement(sql: columns + "(?, ?, ?, ?, ?)")
    let rows = Array(repeating: "(?, ?, ?, ?, ?)", count: Self.rowsPerInsert)
    insertMany = try db.makeStatement(sql: columns + rows.joined(separator: ", "))
    pending.reserveCapacity(Self.rowsPerInsert)
  }

  /// Adds the values of `row`, stored as contact `id`.
  mutating func add(_ row: ImportRow, id: Int64) throws {
    for value in row.values {
      pending.append((value, id))
      guard pending.count == Self.rowsPerInsert else { continue }
      var arguments = StatementArguments()
      for (value, id) in pending {
        arguments += value
        arguments += [id]
      }
      try insertMany.execute(arguments: arguments)
      pending.removeAll(keepingCapacity: true)
    }
  }

  /// Inserts the values not yet inserted.
  mutating func flush() throws {
    for (value, id) in pending {
      var arguments = value
      arguments += [id]
      try insertOne.execute(arguments: arguments)
    }
    pending.removeAll(keepingCapacity: true)
  }
}
