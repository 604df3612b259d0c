import ContactsDomain
import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

/// Connections to one PostgreSQL database, lent to transactions whose bodies run on threads of
/// their own (`PostgresSession`): at most `size` at once, the others waiting their turn.
///
/// Every write transaction first takes the book's write lock (a transaction-level advisory lock),
/// so writes to one book are one after another across every server on the database, as SQLite's
/// one writer makes them on a file: the stamps a change gives are one range, and undo's rules hold.
/// Reads take no lock and see one snapshot (repeatable read).
public final class PostgresDatabase: Sendable {
  /// The key of the book's write lock (`pg_advisory_xact_lock`): "contacts" in ASCII.
  static let writeLock: Int64 = 0x636f_6e74_6163_7473
  /// The key of the lock migrations run under (`pg_advisory_lock`), one more.
  static let migrationLock: Int64 = writeLock + 1

  public let address: PostgresAddress
  private let configuration: PostgresConnection.Configuration
  private let threads: PostgresThreads
  private let idle: Idle
  /// Whether a connection is kept for the next transaction; when not, it is closed after each.
  private let keepsIdle: Bool
  private let logger = Logger(label: "contacts.postgres") { _ in SwiftLogNoOpLogHandler() }

  /// Connects to `address` with `password` (nil when the server asks none), lending at most
  /// `size` connections at once, and keeping them for the next transactions unless
  /// `keepsIdle` is false (a test's many books on one server). Transaction bodies run on
  /// `threads`, a pool of `size` of its own when nil. Nothing is connected until the first
  /// transaction.
  public init(
    address: PostgresAddress, password: String?, size: Int = 8, keepsIdle: Bool = true,
    threads: PostgresThreads? = nil
  ) {
    self.address = address
    self.keepsIdle = keepsIdle
    var configuration: PostgresConnection.Configuration
    if let folder = address.socketFolder {
      configuration = .init(
        unixSocketPath: "\(folder)/.s.PGSQL.\(address.port)", username: address.user,
        password: password, database: address.database)
    } else {
      configuration = .init(
        host: address.host ?? "localhost", port: address.port, username: address.user,
        password: password, database: address.database, tls: Self.tls(address.tls))
    }
    configuration.options.connectTimeout = .seconds(10)
    // No JIT: the store's statements are short, and a plan the planner misjudges as costly
    // (a partial index's predicate it has no statistics for) paid tens of milliseconds to
    // compile what then ran in under one.
    // A search of two characters finds the words that begin with them by `<%`, whose
    // threshold must keep a word's first two trigrams of three (`PostgresListing`): 0.6, the
    // default, set here so that a database's own setting cannot lose a match.
    configuration.options.additionalStartupParameters = [
      ("jit", "off"), ("pg_trgm.word_similarity_threshold", "0.6"),
    ]
    self.configuration = configuration
    self.threads = threads ?? PostgresThreads(count: size)
    idle = Idle(size: size)
  }

  deinit {
    for link in idle.drain() { try? link.connection.close().wait() }
  }

  /// Runs `body` in a read-only transaction that sees one snapshot.
  public func read<T: Sendable>(_ body: @escaping @Sendable (PostgresSession) throws -> T)
    async throws(ContactStoreError) -> T
  {
    try await transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
  }

  /// Runs `body` in a transaction holding the book's write lock: all of it, or none. Its
  /// commit tells every watch (`PostgresChangeWatch`).
  public func write<T: Sendable>(_ body: @escaping @Sendable (PostgresSession) throws -> T)
    async throws(ContactStoreError) -> T
  {
    try await transaction(begin: "BEGIN") { session in
      try session.execute("SELECT pg_advisory_xact_lock(\(Self.writeLock))")
      let result = try body(session)
      try session.execute("NOTIFY \(unescaped: PostgresChangeWatch.channel)")
      return result
    }
  }

  /// The watch of this database's writes.
  public var watch: PostgresChangeWatch { PostgresChangeWatch(configuration: configuration) }

  /// Runs `body` on a connection of its own, outside any transaction: what migrations do under
  /// their session lock.
  func withSession<T: Sendable>(_ body: @escaping @Sendable (PostgresSession) throws -> T)
    async throws(ContactStoreError) -> T
  {
    try await withSession(opening: nil, body)
  }

  /// Runs `body` on a connection of its own once `first` (when given) ran on it: on an idle
  /// connection that turns out dead there (PostgreSQL restarted, or closed it, since it was
  /// last used), `first` runs again on a new one, since nothing was done on the dead one.
  private func withSession<T: Sendable>(
    opening first: PostgresQuery?, _ body: @escaping @Sendable (PostgresSession) throws -> T
  ) async throws(ContactStoreError) -> T {
    do {
      return try await threads.pool.runIfActive { [self] in
        let link = try checkOut(opening: first)
        do {
          let result = try body(PostgresSession(link: link, logger: logger))
          if !keepsIdle { try? link.connection.close().wait() }
          idle.checkIn(link)
          return result
        } catch {
          idle.checkIn(link.isClosed ? nil : link)
          throw error
        }
      }
    } catch {
      throw PostgresFailure.storeError(error, address: address)
    }
  }

  /// A read-only transaction that sees one snapshot, held on a connection of its own until
  /// the snapshot is let go: what an export reads window after window from.
  func snapshot() async throws(ContactStoreError) -> PostgresSnapshot {
    do {
      return try await threads.pool.runIfActive { [self] in
        let link = try checkOut(opening: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        do {
          let session = PostgresSession(link: link, logger: logger)
          // The snapshot is taken by the first statement.
          try session.execute("SELECT 1")
          return PostgresSnapshot(session: session, database: self)
        } catch {
          idle.checkIn(link.isClosed ? nil : link)
          throw error
        }
      }
    } catch {
      throw PostgresFailure.storeError(error, address: address)
    }
  }

  /// Runs `body` in `snapshot`'s transaction, on a thread of the pool.
  func read<T: Sendable>(
    in snapshot: PostgresSnapshot, _ body: @escaping @Sendable (PostgresSession) throws -> T
  ) async throws(ContactStoreError) -> T {
    do {
      return try await threads.pool.runIfActive { try snapshot.run(body) }
    } catch {
      throw PostgresFailure.storeError(error, address: address)
    }
  }

  /// Ends a snapshot's transaction by closing its connection, without waiting (the store may
  /// be gone by the time it is closed), and frees its place.
  fileprivate func release(_ connection: PostgresConnection) {
    idle.checkIn(nil)
    connection.close().whenComplete { _ in withExtendedLifetime(connection) {} }
  }

  private func transaction<T: Sendable>(
    begin: PostgresQuery, _ body: @escaping @Sendable (PostgresSession) throws -> T
  ) async throws(ContactStoreError) -> T {
    try await withSession(opening: begin) { session in
      do {
        let result = try body(session)
        try session.execute("COMMIT")
        return result
      } catch {
        if !session.link.isClosed { _ = try? session.execute("ROLLBACK") }
        throw error
      }
    }
  }

  /// An idle connection, or a new one when none is idle, with `first` run on it; waits while
  /// `size` are lent. An idle connection PostgreSQL no longer answers on (it was restarted
  /// since) is dropped for a new one, so a restart costs no request an error.
  private func checkOut(opening first: PostgresQuery?) throws -> PostgresLink {
    var idleOne = idle.take()
    while true {
      let link = try idleOne ?? connect()
      do {
        if let first { try PostgresSession(link: link, logger: logger).execute(first) }
        return link
      } catch  where idleOne != nil && (link.isClosed || PostgresFailure.isLost(error)) {
        idleOne = nil
        try? link.connection.close().wait()
      } catch {
        idle.checkIn(link.isClosed ? nil : link)
        throw error
      }
    }
  }

  /// A new connection, in the place of one lent; the place is freed when it cannot be made.
  private func connect() throws -> PostgresLink {
    do {
      return PostgresLink(
        try PostgresConnection.connect(
          on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration,
          id: idle.nextID(), logger: logger
        ).wait())
    } catch {
      idle.checkIn(nil)
      throw error
    }
  }

  private static func tls(_ mode: PostgresAddress.TLSMode) -> PostgresConnection.Configuration.TLS {
    switch mode {
    case .disable: return .disable
    case .prefer, .require:
      do {
        let context = try NIOSSLContext(configuration: .makeClientConfiguration())
        return mode == .require ? .require(context) : .prefer(context)
      } catch {
        return .disable
      }
    }
  }
}

/// The threads transaction bodies run on, which several databases may share: a process with
/// many books at once (the tests') then holds no more connections than it has threads (and
/// export snapshots), since a connection that is not kept idle is open only while a body runs.
public final class PostgresThreads: Sendable {
  let pool: NIOThreadPool

  public init(count: Int) {
    pool = NIOThreadPool(numberOfThreads: count)
    pool.start()
  }

  deinit {
    pool.shutdownGracefully { _ in }
  }
}

/// A read-only transaction held open on one connection (`PostgresDatabase.snapshot`): its reads
/// run one at a time; the transaction ends when it is let go.
final class PostgresSnapshot: @unchecked Sendable {
  private let session: PostgresSession
  private let database: PostgresDatabase
  private let lock = NSLock()

  fileprivate init(session: PostgresSession, database: PostgresDatabase) {
    self.session = session
    self.database = database
  }

  deinit { database.release(session.connection) }

  fileprivate func run<T>(_ body: (PostgresSession) throws -> T) throws -> T {
    try lock.withLock { try body(session) }
  }
}

/// The idle connections, and a count of those lent: `take` waits while `size` are lent.
private final class Idle: @unchecked Sendable {
  private let condition = NSCondition()
  private var connections: [PostgresLink] = []
  private var lent = 0
  private var ids = 0
  private let size: Int

  init(size: Int) { self.size = size }

  /// An idle connection (nil: the caller connects a new one); counts it lent either way.
  func take() -> PostgresLink? {
    condition.lock()
    defer { condition.unlock() }
    while lent >= size { condition.wait() }
    lent += 1
    // One closed while idle (PostgreSQL ended it, or was restarted) is of no use.
    while let link = connections.popLast() {
      if !link.isClosed { return link }
    }
    return nil
  }

  /// Gives back a lent connection (nil when it was closed or never made).
  func checkIn(_ link: PostgresLink?) {
    condition.lock()
    defer { condition.unlock() }
    if let link, !link.isClosed { connections.append(link) }
    lent -= 1
    condition.signal()
  }

  func nextID() -> Int {
    condition.lock()
    defer { condition.unlock() }
    ids += 1
    return ids
  }

  func drain() -> [PostgresLink] {
    condition.lock()
    defer { condition.unlock() }
    defer { connections = [] }
    return connections
  }
}
