import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A PostgreSQL server the tests make databases on: `shared`, one per test process, or a
/// cluster of a test's own (`start()`) to kill and restart. Each test takes a fresh empty
/// database of its own (`makeDatabase()`), so tests never see each other's rows.
///
/// Without PostgreSQL, a test that needs it fails under `CI=true` with a sentence saying what to
/// install, and is skipped elsewhere (`available`), as the CardDAV peers are.
public struct PostgresServer: Sendable {
  /// The server's URL, naming its maintenance database: for a cluster of this process's own,
  /// `postgres://contacts@127.0.0.1:PORT/postgres`.
  public let url: String

  /// The superuser a cluster of the tests' own is made with.
  static let superuser = "contacts"

  /// The variable naming a server to use instead of starting one:
  /// `CONTACTS_TEST_POSTGRES=postgres://user@host:port/postgres` (its password, if any, in
  /// `PGPASSWORD` or `~/.pgpass`). Its user must be allowed to create databases.
  public static let serverVariable = "CONTACTS_TEST_POSTGRES"

  /// Whether tests that need PostgreSQL run: always under CI (where a missing one must fail)
  /// and with `CONTACTS_TEST_POSTGRES`; elsewhere when it is installed, else they are skipped
  /// and the reason is printed (once).
  public static let available: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if environment["CI"] == "true" || environment[serverVariable] != nil
      || PostgresBinaries.installed != nil
    {
      return true
    }
    print("Skipping the tests against PostgreSQL: \(PostgresBinaries.missing)")
    return false
  }()

  /// The test process's server, started on first use and stopped when the process exits; the
  /// one `CONTACTS_TEST_POSTGRES` names instead, when set.
  public static var shared: PostgresServer {
    get async throws { try await sharedServer.value }
  }

  /// A cluster of the caller's own, to kill and restart; stopped and removed when the caller lets
  /// go of it. Its commits are durable (`synchronous_commit=on`), so a test that kills it can
  /// count on every acknowledged one.
  public static func start() async throws -> PostgresCluster {
    try await PostgresCluster.start(durableCommits: true)
  }

  /// A fresh empty database `book_PID_N` with `pg_trgm`, and its URL
  /// (`postgres://contacts@127.0.0.1:PORT/book_PID_N`). The number comes from a count this
  /// process keeps; a name already taken (a server shared with other runs) takes the next.
  public func makeDatabase() async throws -> String {
    while true {
      let name = "book_\(getpid())_\(Self.databaseCount.next())"
      let made = try await runPsql(
        [
          "CREATE DATABASE \(name)", "\\connect \(name)",
          "CREATE EXTENSION IF NOT EXISTS pg_trgm",
        ], in: url)
      if made.status == 0 { return try Self.url(url, database: name) }
      // 42P04: duplicate_database.
      guard made.standardError.contains("42P04") else { throw Self.failure(made) }
    }
  }

  /// Runs `commands` (SQL, or psql's backslash commands) one after another in `database` (a
  /// URL; the maintenance database when nil), stopping at the first that fails, and returns what
  /// they printed: rows unaligned, one a line, without headers.
  public func psql(_ commands: [String], in database: String? = nil) async throws -> String {
    let result = try await runPsql(commands, in: database ?? url)
    guard result.status == 0 else { throw Self.failure(result) }
    return result.standardOutput
  }

  private func runPsql(_ commands: [String], in database: String) async throws
    -> ChildProcessResult
  {
    let arguments =
      ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-v", "VERBOSITY=sqlstate", "-d", database]
      + commands.flatMap { ["-c", $0] }
    let client = try PostgresBinaries.client()
    return try await Self.clients.run { try await ChildProcess(client, arguments).result() }
  }

  /// How many `psql` run at once: each holds one of the server's connections, which the tests'
  /// stores need too.
  private static let clients = AsyncGate(limit: 4)

  private static func failure(_ result: ChildProcessResult) -> PeerFailure {
    PeerFailure(description: "psql failed (\(result.status)): \(result.standardError)")
  }

  /// `server` with its path naming `database` instead.
  private static func url(_ server: String, database: String) throws -> String {
    guard var components = URLComponents(string: server) else {
      throw PeerFailure(description: "\(server) is not a PostgreSQL URL")
    }
    components.path = "/\(database)"
    guard let url = components.string else {
      throw PeerFailure(description: "\(server) is not a PostgreSQL URL")
    }
    return url
  }

  private static let databaseCount = Counter()

  /// Started on first use: the server `CONTACTS_TEST_POSTGRES` names, or a cluster of this
  /// process's own, stopped at exit (`atexit`) so that no postmaster outlives the tests.
  private static let sharedServer = Task<PostgresServer, any Error>.detached {
    if let named = ProcessInfo.processInfo.environment[serverVariable] {
      return PostgresServer(url: named)
    }
    let cluster = try await PostgresCluster.start(durableCommits: false)
    sharedCluster.withLock { $0 = cluster }
    atexit { PostgresServer.sharedCluster.withLock { $0 }?.stop() }
    return cluster.server
  }

  private static let sharedCluster = Locked<PostgresCluster?>(nil)
}

/// A value other threads share, behind a lock (the shared cluster, for the `atexit` hook).
private final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<T>(_ body: (inout Value) -> T) -> T {
    lock.withLock { body(&value) }
  }
}
