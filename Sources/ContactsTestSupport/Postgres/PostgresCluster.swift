import Foundation

/// A PostgreSQL cluster the test process made and runs itself, no system service: `initdb` into
/// a temporary folder, then `postgres` as a child on a free port of 127.0.0.1 (its socket file in
/// the folder too), settings for a fast test server. `PostgresServer.start()` makes one for a
/// test that kills and restarts it; `PostgresServer.shared` runs one for the whole process.
public final class PostgresCluster: @unchecked Sendable {
  /// The cluster's folder: its data in `data/`, its socket file beside it.
  public let folder: URL
  public let port: Int
  /// The server, for databases and `psql`.
  public let server: PostgresServer

  private let arguments: @Sendable (Int) -> [String]
  private let program: URL
  private let lock = NSLock()
  private var running: ServerProcess

  private init(
    folder: URL, program: URL, arguments: @escaping @Sendable (Int) -> [String],
    running: ServerProcess
  ) {
    self.folder = folder
    self.program = program
    self.arguments = arguments
    self.running = running
    port = running.port
    server = PostgresServer(
      url: "postgres://\(PostgresServer.superuser)@127.0.0.1:\(running.port)/postgres")
  }

  deinit {
    stop()
  }

  /// The line PostgreSQL logs once it accepts connections, after any recovery.
  private static let ready = "database system is ready to accept connections"

  /// Makes a cluster and starts it. `durableCommits`: a commit is answered only once its WAL is
  /// with the operating system (`synchronous_commit=on`), so a server killed (not the machine)
  /// loses nothing it acknowledged; off, as for the shared server no test kills, a commit
  /// may be answered before, and lost with the server.
  static func start(durableCommits: Bool) async throws -> PostgresCluster {
    let binaries = try PostgresBinaries.required()
    let user = try PostgresUser.current()
    // Not registered with the test's temporary folders: the shared cluster outlives the test that
    // first asked for it. `stop()` removes it, and the run folder goes at exit in any case.
    let folder = TemporaryFolders.runFolder.appendingPathComponent(
      "postgres-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    do {
      try user.own(folder)
      let data = folder.appendingPathComponent("data")
      let (initdb, initdbArguments) = user.command(
        binaries.initdb,
        [
          "-D", data.path, "-A", "trust", "-U", PostgresServer.superuser, "--no-sync",
          "-E", "UTF8", "--locale=C",
        ])
      let made = try await ChildProcess(initdb, initdbArguments).result()
      guard made.status == 0 else {
        throw PeerFailure(
          description: "initdb failed (\(made.status)):\n\(made.standardOutput)"
            + made.standardError)
      }
      let settings = [
        "listen_addresses=127.0.0.1", "fsync=off", "full_page_writes=off", "max_connections=200",
        "shared_buffers=128MB", "synchronous_commit=\(durableCommits ? "on" : "off")",
      ]
      let (program, fixed) = user.command(binaries.postgres, ["-D", data.path, "-k", folder.path])
      let arguments: @Sendable (Int) -> [String] = { port in
        fixed + ["-p", String(port)] + settings.flatMap { ["-c", $0] }
      }
      let running = try await ServerProcess.peer(program, ready: ready, arguments: arguments)
      return PostgresCluster(
        folder: folder, program: program, arguments: arguments, running: running)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
  }

  /// The running postmaster: its process id, its output (PostgreSQL's log).
  public var process: ChildProcess { lock.withLock { running.process } }

  /// Kills the server as a crash would: SIGKILL to the postmaster and to every process it
  /// started, and waits until all are gone. Its folder stays, for `restart()`.
  public func kill() {
    process.killWithChildren()
  }

  /// Kills the server if it still runs and starts it again on the same folder and port, once it
  /// has recovered and accepts connections again.
  public func restart() async throws {
    kill()
    let started = try await ServerProcess.peer(
      program, ready: Self.ready, port: port, arguments: arguments)
    lock.withLock { running = started }
  }

  /// Stops the server and removes its folder. PostgreSQL's immediate shutdown (SIGQUIT): the
  /// postmaster ends its workers, reaps them, and exits; killed (`kill()`) if it has not within
  /// 30 s.
  public func stop() {
    let process = self.process
    if !process.stop(with: SIGQUIT, within: .seconds(30)) { process.killWithChildren() }
    try? FileManager.default.removeItem(at: folder)
  }
}
