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

/// A connection and what waits on it. postgres-nio never answers a statement written to a
/// connection that has closed (PostgreSQL killed or restarted, or the connection ended), so a
/// body waiting on one would wait forever: when the connection closes, what waits on it fails,
/// and nothing is sent once it has closed. One callback a connection, not one a statement, so a
/// connection kept for months holds no more than one.
final class PostgresLink: @unchecked Sendable {
  let connection: PostgresConnection
  private let lock = NSLock()
  /// What fails the one piece of work sent and not yet answered, and its number.
  private var waiting: (number: Int, fail: @Sendable (any Error) -> Void)?
  private var sent = 0
  private var closed = false

  init(_ connection: PostgresConnection) {
    self.connection = connection
    connection.closeFuture.whenComplete { [weak self] _ in self?.close() }
  }

  /// Whether the connection has closed: nothing more can be sent on it.
  var isClosed: Bool { lock.withLock { closed } || connection.isClosed }

  /// `query`'s result, or `ChannelError.ioOnClosedChannel` when the connection closes first.
  func run(_ query: PostgresQuery, logger: Logger) throws -> PostgresQueryResult {
    try send { $0.query(query, logger: logger) }.wait()
  }

  /// What `work` sends on the connection, failed with `ChannelError.ioOnClosedChannel` when the
  /// connection closes before it is answered; never sent on a closed one. One at a time: the
  /// caller waits for it before it sends more.
  func send<T: Sendable>(_ work: (PostgresConnection) -> EventLoopFuture<T>) throws
    -> EventLoopFuture<T>
  {
    // Made only once it will be completed: a promise let go uncompleted is a fault in NIO.
    let (promise, number) = try lock.withLock {
      guard !closed, !connection.isClosed else { throw ChannelError.ioOnClosedChannel }
      let promise = connection.eventLoop.makePromise(of: T.self)
      sent += 1
      waiting = (sent, { promise.fail($0) })
      return (promise, sent)
    }
    promise.futureResult.whenComplete { [weak self] _ in self?.answered(number) }
    work(connection).cascade(to: promise)
    return promise.futureResult
  }

  private func answered(_ number: Int) {
    lock.withLock { if waiting?.number == number { waiting = nil } }
  }

  private func close() {
    let fail = lock.withLock {
      closed = true
      return waiting?.fail
    }
    // An answer that came first stays: a promise completes once.
    fail?(ChannelError.ioOnClosedChannel)
  }
}
