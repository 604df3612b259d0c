import ContactsDomain
import GRDB

/// The contacts one import has written so far, and where their cards were: in a temporary
/// table, so that memory stays bounded however many cards the import holds.
///
/// A card whose UID finds a contact this import already wrote is a second card with that UID.
/// The rows go in `rowsPerInsert` at a time, one statement for them all: looked up only when a
/// UID comes again, they cost the import little more than keeping them in memory.
struct ImportedCards {
  static let rowsPerInsert = 128
  private let db: Database
  private var insert: BoundStatement
  private var insertMany: BoundStatement
  private let find: Statement
  /// Rows noted but not yet inserted: contact id, file index, line.
  private var pending: [(id: Int64, file: Int64?, line: Int64?)] = []
  /// The files named so far; the table keeps their index.
  private var fileNames: [String] = []
  private var fileIndex: [String: Int] = [:]
  /// The file of the last card noted, and its index: the next card is nearly always from the
  /// same file, found without hashing its name.
  private var lastFile: (name: String, index: Int)?

  /// Starts the table in `db`, in the import's transaction: a rollback drops it too.
  init(_ db: Database) throws {
    self.db = db
    try db.execute(
      sql: """
        DROP TABLE IF EXISTS temp.importedCard;
        CREATE TEMP TABLE importedCard (contactId INTEGER PRIMARY KEY, file INTEGER, line INTEGER);
        """)
    insert = try BoundStatement("INSERT INTO importedCard VALUES (?, ?, ?)", in: db)
    let rows = Array(repeating: "(?, ?, ?)", count: Self.rowsPerInsert).joined(separator: ", ")
    insertMany = try BoundStatement("INSERT INTO importedCard VALUES \(rows)", in: db)
    pending.reserveCapacity(Self.rowsPerInsert)
    find = try db.makeStatement(sql: "SELECT file, line FROM importedCard WHERE contactId = ?")
  }

  /// Remembers that this import wrote (or found unchanged) contact `id` from a card at `origin`.
  mutating func note(_ id: Int64, from origin: CardOrigin?) throws {
    pending.append(
      (id, origin.map { Int64(index(of: $0.fileName)) }, origin.map { Int64($0.line) }))
    guard pending.count == Self.rowsPerInsert else { return }
    for row in pending { try bind(row, to: &insertMany) }
    try insertMany.execute()
    pending.removeAll(keepingCapacity: true)
  }

  /// Nil when this import has not written contact `id`; else where its card was (nil inside
  /// when it did not come from a file).
  mutating func origin(of id: Int64) throws -> CardOrigin?? {
    for row in pending {
      try bind(row, to: &insert)
      try insert.execute()
    }
    pending.removeAll(keepingCapacity: true)
    guard let row = try Row.fetchOne(find, arguments: [id]) else { return nil }
    guard let file: Int = row["file"], let line: Int = row["line"] else { return .some(nil) }
    return CardOrigin(fileName: fileNames[file], line: line)
  }

  /// The index of the file called `name`, given it if it is new.
  private mutating func index(of name: String) -> Int {
    if let lastFile, lastFile.name == name { return lastFile.index }
    let index = fileIndex[name] ?? fileNames.count
    if index == fileNames.count {
      fileIndex[name] = index
      fileNames.append(name)
    }
    lastFile = (name, index)
    return index
  }

  private func bind(
    _ row: (id: Int64, file: Int64?, line: Int64?), to statement: inout BoundStatement
  ) throws {
    try statement.bind(row.id)
    try statement.bind(row.file)
    try statement.bind(row.line)
  }

  /// Drops the table, before the import commits.
  func finish() throws {
    try db.execute(sql: "DROP TABLE temp.importedCard")
  }
}
