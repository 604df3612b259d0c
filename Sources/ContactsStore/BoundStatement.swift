import GRDB
import GRDBSQLite

/// A statement prepared once and run many times, its arguments bound one by one through
/// SQLite's C API: an import's hundreds of thousands of rows skip building GRDB's
/// `StatementArguments` (an array of boxed values per row), which cost the writer a sixth of
/// its time. Bind every parameter in order, then `execute()`.
///
/// The statement runs outside GRDB's bookkeeping: use it only inside a transaction the caller
/// holds, on a connection no observer watches.
public struct BoundStatement {
  private let statement: Statement
  private let connection: OpaquePointer?
  /// The next parameter's index (SQLite's start at 1).
  private var index: Int32 = 1

  /// Prepares `sql` in `db`.
  public init(_ sql: String, in db: Database) throws {
    statement = try db.makeStatement(sql: sql)
    connection = db.sqliteConnection
  }

  /// Binds the next parameter to `text`.
  public mutating func bind(_ text: String) throws {
    // SQLITE_TRANSIENT: SQLite copies the text, which lives only as long as this call.
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    var text = text
    let code = text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { characters in
        // An empty buffer may have no address, which SQLite would take for NULL.
        guard let start = characters.baseAddress else {
          return sqlite3_bind_text(statement.sqliteStatement, index, "", 0, nil)
        }
        return sqlite3_bind_text(
          statement.sqliteStatement, index, start, Int32(characters.count), transient)
      }
    }
    try advance(code)
  }

  /// Binds the next parameter to `text`, or to NULL.
  public mutating func bind(_ text: String?) throws {
    guard let text else { return try advance(sqlite3_bind_null(statement.sqliteStatement, index)) }
    try bind(text)
  }

  /// Binds the next parameter to `integer`.
  public mutating func bind(_ integer: Int64) throws {
    try advance(sqlite3_bind_int64(statement.sqliteStatement, index, integer))
  }

  /// Binds the next parameter to `integer`, or to NULL.
  public mutating func bind(_ integer: Int64?) throws {
    guard let integer else {
      return try advance(sqlite3_bind_null(statement.sqliteStatement, index))
    }
    try bind(integer)
  }

  /// Runs the statement with the parameters bound since the last run; returns how many rows it
  /// changed.
  @discardableResult
  public mutating func execute() throws -> Int {
    index = 1
    let code = sqlite3_step(statement.sqliteStatement)
    let failure = code == SQLITE_DONE ? nil : error(code)
    // Reset at once: a statement left stepped would keep its read open.
    sqlite3_reset(statement.sqliteStatement)
    if let failure { throw failure }
    return Int(sqlite3_changes(connection))
  }

  private mutating func advance(_ code: Int32) throws {
    guard code == SQLITE_OK else { throw error(code) }
    index += 1
  }

  private func error(_ code: Int32) -> DatabaseError {
    DatabaseError(
      resultCode: ResultCode(rawValue: code),
      message: String(cString: sqlite3_errmsg(connection)), sql: statement.sql)
  }
}
