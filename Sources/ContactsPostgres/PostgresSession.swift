import Logging
import NIOCore
import PostgresNIO

/// One connection, lent to one transaction's body on a thread of its own: the body runs its
/// statements one after another and waits for each, as a GRDB body does on SQLite, so the rules
/// decided in Swift inside a transaction (undo's `ChangeLogReading`) run unchanged here.
public struct PostgresSession: @unchecked Sendable {
  let connection: PostgresConnection
  let logger: Logger

  /// Runs `query` and returns its rows.
  @discardableResult
  public func rows(_ query: PostgresQuery) throws -> [PostgresRow] {
    Array(try run(query).rows)
  }

  /// Runs `query` and returns how many rows it changed.
  @discardableResult
  public func execute(_ query: PostgresQuery) throws -> Int {
    try run(query).metadata.rows ?? 0
  }

  /// `query`'s result. Never sent on a closed connection (PostgreSQL killed or restarted since
  /// the last statement): postgres-nio would never answer it, and the body would wait forever.
  private func run(_ query: PostgresQuery) throws -> PostgresQueryResult {
    guard !connection.isClosed else { throw ChannelError.ioOnClosedChannel }
    return try connection.query(query, logger: logger).wait()
  }

  /// The first column of `query`'s first row, nil when it has none.
  public func value<T: PostgresDecodable>(_ query: PostgresQuery, as type: T.Type) throws -> T? {
    guard let row = try rows(query).first else { return nil }
    return try row.decode(T.self)
  }
}
