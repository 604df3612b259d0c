import GRDB

/// The phones and emails of an import's new contacts, inserted `rowsPerInsert` at a time with
/// one statement rather than one statement each: the importer flushes them before it reads or
/// changes any contact's values, and before it commits.
struct PendingValues {
  static let rowsPerInsert = 64
  private var insertOne: BoundStatement
  private var insertMany: BoundStatement
  /// Each value and its contact's id.
  private var pending: [(value: ImportRow.Value, id: Int64)] = []

  init(_ db: Database) throws {
    let columns = "INSERT INTO contactValue (\(ImportRow.valueColumns)) VALUES "
    insertOne = try BoundStatement(columns + "(?, ?, ?, ?, ?)", in: db)
    let rows = Array(repeating: "(?, ?, ?, ?, ?)", count: Self.rowsPerInsert)
    insertMany = try BoundStatement(columns + rows.joined(separator: ", "), in: db)
    pending.reserveCapacity(Self.rowsPerInsert)
  }

  /// Adds the values of `row`, stored as contact `id`.
  mutating func add(_ row: ImportRow, id: Int64) throws {
    for value in row.values {
      pending.append((value, id))
      guard pending.count == Self.rowsPerInsert else { continue }
      for (value, id) in pending {
        try ImportRow.bindValue(value, to: &insertMany)
        try insertMany.bind(id)
      }
      try insertMany.execute()
      pending.removeAll(keepingCapacity: true)
    }
  }

  /// Inserts the values not yet inserted.
  mutating func flush() throws {
    for (value, id) in pending {
      try ImportRow.bindValue(value, to: &insertOne)
      try insertOne.bind(id)
      try insertOne.execute()
    }
    pending.removeAll(keepingCapacity: true)
  }
}
