import Foundation

/// A server a test starts in a child process on 127.0.0.1 — `contacts serve`, or a CardDAV peer
/// — ready once it says so in a line of its output (never after a pause), killed when the test
/// lets go of it or calls `stop`.
public final class ServerProcess: Sendable {
  /// The running program: its output, Ctrl-C, its exit status.
  public let process: ChildProcess
  public let port: Int
  /// The line that said it was ready.
  public let announcement: String
  /// `http`, or `https` for a server that serves TLS.
  public let scheme: String

  /// `http://127.0.0.1:PORT/` (`https` under TLS).
  public var baseURL: String { "\(scheme)://127.0.0.1:\(port)/" }

  /// How long a request's headers may take to reach a test's `contacts serve`: far over the
  /// server's own 10 s, so a client held up on a loaded machine is not closed halfway. The
  /// deadline itself is tested in process (`Server under abuse`).
  public static let testHeaderTimeout = 300

  private init(process: ChildProcess, port: Int, announcement: String, scheme: String = "http") {
    self.process = process
    self.port = port
    self.announcement = announcement
    self.scheme = scheme
  }

  /// `contacts serve --port 0` over `database`, once it prints where it runs ("Contacts is
  /// running at http://127.0.0.1:PORT/ …"); with `openFiles`, under that limit of open
  /// descriptors (set by `prlimit`, which then becomes the server); `extra` are more options
  /// (`--tls-certificate`…).
  public static func contacts(
    database: String, openFiles: Int? = nil, headerTimeout: Int = testHeaderTimeout,
    extra: [String] = []
  ) async throws -> ServerProcess {
    let serve =
      [
        try BuiltProducts.contacts.path, "serve", "--port", "0", "--database", database,
        "--header-timeout", String(headerTimeout),
      ] + extra
    let command = openFiles.map { ["/usr/bin/prlimit", "--nofile=\($0)"] + serve } ?? serve
    let process = try ChildProcess(
      URL(fileURLWithPath: command[0]), Array(command.dropFirst()))
    let (announcement, scheme, port) = try await process.firstLine { line in
      line.firstMatch(of: /^Contacts is running at (https?):\/\/127\.0\.0\.1:(\d+)\//).map {
        (line, String($0.output.1), Int($0.output.2)!)
      }
    }
    return ServerProcess(process: process, port: port, announcement: announcement, scheme: scheme)
  }

  /// The peer `program` on a free port, with the arguments `arguments(port)` gives, once a line
  /// of its output contains `ready` and it listens on its port; started again on another port (a few times) when it ends
  /// first, as when another program took the port.
  public static func peer(
    _ program: URL, ready: String, arguments: (Int) -> [String]
  ) async throws -> ServerProcess {
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      throw PeerFailure(description: "\(program.path) is missing; run scripts/test to install it")
    }
    var failures: [String] = []
    for _ in 0..<5 {
      do {
        return try await peer(program, ready: ready, port: try freePort(), arguments: arguments)
      } catch {
        failures.append("\(error)")
      }
    }
    throw PeerFailure(
      description: "\(program.lastPathComponent) did not start:\n"
        + failures.joined(separator: "\n"))
  }

  /// The peer `program` on `port` (a server restarted where it was), once a line of its output
  /// contains `ready` and it listens on the port; killed, and the error thrown, when it does not.
  public static func peer(
    _ program: URL, ready: String, port: Int, arguments: (Int) -> [String]
  ) async throws -> ServerProcess {
    let process = try ChildProcess(program, arguments(port))
    do {
      let announcement = try await process.firstLine { line in
        line.contains(ready) ? line : nil
      }
      try await waitUntilAccepting(port, process)
      return ServerProcess(process: process, port: port, announcement: announcement)
    } catch {
      process.kill()
      throw error
    }
  }

  /// Waits until `process` itself listens on `port`: Xandikos says "Listening on" before it
  /// binds the port (and ends if it cannot), and a port that accepts connections may be another
  /// program's that took it first.
  private static func waitUntilAccepting(_ port: Int, _ process: ChildProcess) async throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while !listens(pid: process.processIdentifier, port: port) {
      guard process.isRunning, ContinuousClock.now < deadline else {
        throw PeerFailure(
          description: "it did not listen on port \(port):\n\(process.output)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Kills the server at once (Radicale takes seconds to stop on SIGTERM) and waits for it.
  public func stop() {
    process.kill()
  }
}
