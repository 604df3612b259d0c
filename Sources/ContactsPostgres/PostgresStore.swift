import ContactsDomain
import Foundation

/// The PostgreSQL store: the domain's ports over one PostgreSQL database, which several
/// servers may share (docs/postgres.md).
public struct PostgresStore: Sendable {
  let database: PostgresDatabase

  /// The schema a newer version of the app wrote, when it did: the book is then read, never
  /// written.
  let newerVersion: String?

  /// The time changes happen at.
  var clock: @Sendable () -> Date = { Date() }

  /// How a search finds its window.
  var searchPlan = PostgresSearchPlan.standard

  /// Connects to the database at `address` (creating nothing but the tables this version needs,
  /// under a lock, once however many servers open it at once), with at most `connections` open,
  /// kept between transactions unless `keepsIdle` is false, its transactions' bodies running on
  /// `threads` (its own when nil).
  public static func open(
    _ address: PostgresAddress, password: String?, connections: Int = 8, keepsIdle: Bool = true,
    threads: PostgresThreads? = nil
  ) async throws(ContactStoreError) -> PostgresStore {
    let database = PostgresDatabase(
      address: address, password: password, size: connections, keepsIdle: keepsIdle,
      threads: threads)
    return PostgresStore(
      database: database, newerVersion: try await PostgresSchema.migrate(database))
  }

  /// Where the book is, without a password: what messages show.
  public var address: PostgresAddress { database.address }

  /// Tells when a write to the book committed, through this server or another.
  public var watch: any ContactChanges { database.watch }

  /// This store, telling the time by `clock`: a test's way to move time.
  public func telling(time clock: @escaping @Sendable () -> Date) -> PostgresStore {
    var store = self
    store.clock = clock
    return store
  }

  /// This store, searching by `plan`: a test's way to take every way a search may go.
  public func searching(by plan: PostgresSearchPlan) -> PostgresStore {
    var store = self
    store.searchPlan = plan
    return store
  }

  func read<T: Sendable>(_ body: @escaping @Sendable (PostgresSession) throws -> T)
    async throws(ContactStoreError) -> T
  {
    try await database.read(body)
  }

  /// Runs `body` in a write transaction; refused when a newer version of the app wrote the book.
  func write<T: Sendable>(_ body: @escaping @Sendable (PostgresSession) throws -> T)
    async throws(ContactStoreError) -> T
  {
    if let newerVersion { throw .newerVersion(newerVersion) }
    return try await database.write(body)
  }
}

extension PostgresStore: ChangeTrackedRepository {}
