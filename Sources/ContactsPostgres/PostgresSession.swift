import Foundation
import Logging
import NIOCore
import PostgresNIO

/// One connection, lent to one transaction's body on a thread of its own: the body runs its
/// statements one after another and waits for each, as a GRDB body does on SQLite, so the rules
/// decided in Swift inside a transaction (undo's `ChangeLogReading`) run unchanged here.
public struct PostgresSession: @unchecked Sendable {
  let link: PostgresLink
  let logger: Logger

  var connection: PostgresConnection { link.connection }

  /// Runs `query` and returns its rows.
  @discardableResult
  public func rows(_ query: PostgresQuery) throws -> [PostgresRow] {
    Array(try link.run(query, logger: logger).rows)
  }

  /// Runs `query` and returns how many rows it changed.
  @discardableResult
  public func execute(_ query: PostgresQuery) throws -> Int {
    try link.run(query, logger: logger).metadata.rows ?? 0
  }

  /// The first column of `query`'s first row, nil when it has none.
  public func value<T: PostgresDecodable>(_ query: PostgresQuery, as type: T.Type) throws -> T? {
    guard let row = try rows(query).first else { return nil }
    return try row.decode(T.self)
  }
}

/// A connection and the statement waiting on it. postgres-nio never answers a statement written
/// to a connection that has closed (PostgreSQL killed or restarted, or the connection ended), so
/// a body waiting on one would wait forever: when the connection closes, the statement waiting
/// on it fails, and none is sent once it has closed. One callback a connection, not one a
/// statement, so a connection kept for months holds no more than one.
final class PostgresLink: @unchecked Sendable {
  let connection: PostgresConnection
  private let lock = NSLock()
  private var waiting: EventLoopPromise<PostgresQueryResult>?
  private var closed = false

  init(_ connection: PostgresConnection) {
    self.connection = connection
    connection.closeFuture.whenComplete { [weak self] _ in self?.close() }
  }

  /// Whether the connection has closed: nothing more can be sent on it.
  var isClosed: Bool { lock.withLock { closed } || connection.isClosed }

  /// `query`'s result, or `ChannelError.ioOnClosedChannel` when the connection closes first.
  func run(_ query: PostgresQuery, logger: Logger) throws -> PostgresQueryResult {
    // Made only once it will be completed: a promise let go uncompleted is a fault in NIO.
    let promise = try lock.withLock {
      guard !closed, !connection.isClosed else { throw ChannelError.ioOnClosedChannel }
      let promise = connection.eventLoop.makePromise(of: PostgresQueryResult.self)
      waiting = promise
      return promise
    }
    defer { lock.withLock { waiting = nil } }
    connection.query(query, logger: logger).cascade(to: promise)
    return try promise.futureResult.wait()
  }

  private func close() {
    let statement = lock.withLock {
      closed = true
      return waiting
    }
    // A result that came first stays: a promise completes once.
    statement?.fail(ChannelError.ioOnClosedChannel)
  }
}
