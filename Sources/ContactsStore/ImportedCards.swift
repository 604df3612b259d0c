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
  private let insert: Statement
  private let insertMany: Statement
  private let find: Statement
  /// Rows noted but not yet inserted: contact id, file, line, and so on.
  private var pending: [(any DatabaseValueConvertible)?] = []
  /// The files named so far; the table keeps their index.
  private var fileNames: [String] = []
  private var fileIndex: [String: Int] = [:]

  /// Starts the table in `db`, in the import's transaction: a rollback drops it too.
  init(_ db: Database) throws {
    self.db = db
    try db.execute(
      sql: """
        DROP TABLE IF EXISTS temp.importedCard;
        CREATE TEMP TABLE importedCard (contactId INTEGER PRIMARY KEY, file INTEGER, line INTEGER);
        """)
    insert = try db.makeStatement(sql: "INSERT INTO importedCard VALUES (?, ?, ?)")
    let rows = Array(repeating: "(?, ?, ?)", count: Self.rowsPerInsert).joined(separator: ", ")
    insertMany = try db.makeStatement(sql: "INSERT INTO importedCard VALUES \(rows)")
    pending.reserveCapacity(3 * Self.rowsPerInsert)
    find = try db.makeStatement(sql: "SELECT file, line FROM importedCard WHERE contactId = ?")
  }

  /// Remembers that this import wrote (or found unchanged) contact `id` from a card at `origin`.
  mutating func note(_ id: Int64, from origin: CardOrigin?) throws {
    var file: Int?
    if let origin {
      file = fileIndex[origin.fileName]
      if file == nil {
        file = fileNames.count
        fileIndex[origin.fileName] = fileNames.count
        fileNames.append(origin.fileName)
      }
    }
    pending += [id, file, origin?.line]
    if pending.count == 3 * Self.rowsPerInsert {
      try insertMany.execute(arguments: StatementArguments(pending))
      pending.removeAll(keepingCapacity: true)
    }
  }

  /// Nil when this import has not written contact `id`; else where its card was (nil inside
  /// when it did not come from a file).
  mutating func origin(of id: Int64) throws -> CardOrigin?? {
    for start in stride(from: 0, to: pending.count, by: 3) {
      try insert.execute(arguments: StatementArguments(pending[start..<start + 3]))
    }
    pending.removeAll(keepingCapacity: true)
    guard let row = try Row.fetchOne(find, arguments: [id]) else { return nil }
    guard let file: Int = row["file"], let line: Int = row["line"] else { return .some(nil) }
    return CardOrigin(fileName: fileNames[file], line: line)
  }

  /// Drops the table, before the import commits.
  func finish() throws {
    try db.execute(sql: "DROP TABLE temp.importedCard")
  }
}
