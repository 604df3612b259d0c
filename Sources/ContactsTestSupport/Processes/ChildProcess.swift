import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program a test runs: the one way the tests start one. Its standard output and error are read
/// as they come (never left to fill a pipe), every wait on it has a deadline, and it is killed
/// when the test lets go of it, whether the test passed, failed or threw.
///
/// `ChildProcess.run` runs a program to its end, blocking its thread; from async code,
/// `ChildProcess(…).result()` waits without holding one. A long-running program (a server, a
/// driver) is started with `init`, awaited with `firstLine`, and stopped with `interrupt`
/// (Ctrl-C) or `kill`.
public final class ChildProcess: Sendable {
  /// A program that did not start, did not say it was ready or did not end in time.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
      self.description = description
    }
  }

  /// How long a program run to its end may take by default: only a guard against one that
  /// hangs, long enough for a loaded machine.
  public static let defaultDeadline = Duration.seconds(300)

  private let streams: ChildStreams
  private let name: String
  /// The process id, for a test that signals it or reads `/proc`.
  public let processIdentifier: Int32

  /// Starts `executable` with `arguments`, with exactly `environment` when given (else this
  /// process's), the daily backup off unless the environment says otherwise, and
  /// `standardInput` as its input (nothing when nil).
  public init(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    standardInput: Data? = nil
  ) throws {
    name = executable.lastPathComponent
    streams = ChildStreams()
    // No daily backup (`DailyBackups`) beside the tests' books unless a test asks for one.
    var environment = environment ?? ProcessInfo.processInfo.environment
    environment["CONTACTS_DAILY_BACKUP"] = environment["CONTACTS_DAILY_BACKUP"] ?? "off"
    let input = try Self.input(standardInput)
    defer { close(input) }
    let output = try Spawn.pipe()
    let errors = try Spawn.pipe()
    defer { for end in [output.write, errors.write] { close(end) } }
    do {
      processIdentifier = try Spawn.start(
        executable.path, arguments, environment: environment,
        streams: (input, output.write, errors.write))
    } catch {
      for end in [output.read, errors.read] { close(end) }
      throw error
    }
    streams.watch(output: output.read, error: errors.read, of: processIdentifier)
  }

  deinit {
    streams.signal(SIGKILL)
  }

  /// Runs `executable` to its end and returns how it ended and what it printed. Blocks its
  /// thread: async code uses `ChildProcess(…).result()`, which leaves the cooperative pool's few
  /// threads to the servers other tests run.
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    standardInput: Data? = nil, deadline: Duration = defaultDeadline
  ) throws -> ChildProcessResult {
    try ChildProcess(executable, arguments, environment: environment, standardInput: standardInput)
      .waitForResult(within: deadline)
  }

  /// `result`, blocking its thread: for code that cannot await, such as a proxy's handler.
  public func waitForResult(within deadline: Duration = defaultDeadline) throws
    -> ChildProcessResult
  {
    guard streams.waitForEnd(within: deadline) else { throw overdue(deadline) }
    return streams.result
  }

  /// How the program ended and what it printed, once it has ended and closed its output; kills
  /// it and fails if that takes longer than `deadline`.
  public func result(within deadline: Duration = defaultDeadline) async throws
    -> ChildProcessResult
  {
    guard await streams.end(within: deadline) else { throw overdue(deadline) }
    return streams.result
  }

  /// The exit status, once the program has ended and closed its output (so `output` is
  /// whole); kills it and fails if that takes longer than `deadline`.
  public func exitStatus(within deadline: Duration = defaultDeadline) async throws -> Int32 {
    try await result(within: deadline).status
  }

  /// Whether it ended on a signal (SIGKILL, say) rather than by exiting; false while it runs.
  public var wasKilledBySignal: Bool {
    streams.ended?.bySignal ?? false
  }

  /// Everything the program printed so far, standard output and error together in the order
  /// they came: for failure messages and for programs that mix the two.
  public var output: String { streams.combined }

  /// The first value `parse` finds in a line of output (either stream); fails if the program
  /// ends first or nothing matches within `deadline`.
  public func firstLine<T: Sendable>(
    within deadline: Duration = .seconds(60), _ parse: @escaping @Sendable (String) -> T?
  ) async throws -> T {
    let lines = streams.lines
    return try await withThrowingTaskGroup(of: T.self) { group in
      group.addTask {
        for await line in lines {
          if let value = parse(line) { return value }
        }
        throw Failure(description: "The program ended before it was ready.")
      }
      group.addTask {
        try await Task.sleep(for: deadline)
        throw Failure(description: "The program was not ready after \(deadline).")
      }
      defer { group.cancelAll() }
      do {
        return try await group.next()!
      } catch {
        throw Failure(description: "\(name): \(error)\nIts output:\n\(output)")
      }
    }
  }

  /// Whether it still runs.
  public var isRunning: Bool { streams.ended == nil }

  /// Sends SIGINT, as Ctrl-C does.
  public func interrupt() {
    streams.signal(SIGINT)
  }

  /// Sends `signal` (a server's own way to stop, such as PostgreSQL's SIGQUIT) and waits until
  /// the program has exited, `deadline` at most; false when it still runs then.
  public func stop(with signal: Int32, within deadline: Duration) -> Bool {
    streams.signal(signal)
    return streams.waitForExit(within: deadline)
  }

  /// Sends SIGKILL if it still runs and waits (a few seconds at most) until it is gone: what a
  /// test's `defer` does, and how a test kills a program halfway. chromedriver and Radicale
  /// ignore or take seconds over SIGINT and SIGTERM.
  public func kill() {
    streams.signal(SIGKILL)
    _ = streams.waitForExit(within: .seconds(10))
  }

  /// The ids of the processes the program started that are still its children.
  public var childIdentifiers: [Int32] { ProcessTree.childIdentifiers(of: processIdentifier) }

  /// Whether the process `pid` has exited: gone, or a zombie not reaped yet.
  public static func hasExited(_ pid: Int32) -> Bool { ProcessTree.hasExited(pid) }

  /// Kills the program and every process it started, and waits (a few seconds at most) until
  /// all are gone: for a server whose workers outlive it, as PostgreSQL's do (each in a session
  /// of its own, they notice its death only later, and while one lives the server cannot start
  /// again on its folder). The program is stopped first, so it starts no more meanwhile.
  public func killWithChildren() {
    var children: [ProcessTree.Held] = []
    streams.killStopped { pid in
      children = ProcessTree.children(of: pid)
      for child in children { _ = Glibc.kill(child.pid, SIGKILL) }
    }
    _ = streams.waitForExit(within: .seconds(10))
    for child in children { ProcessTree.waitForExit(child, within: .seconds(10)) }
  }

  private func overdue(_ deadline: Duration) -> Failure {
    kill()
    return Failure(
      description: "\(name) did not end within \(deadline); killed. Its output:\n\(output)")
  }

  /// A descriptor reading `data`, from a file already removed (the descriptor keeps it while
  /// open), or reading nothing (`/dev/null`) when there is no data.
  private static func input(_ data: Data?) throws -> Int32 {
    guard let data else { return try open("/dev/null") }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("contacts-input-\(UUID().uuidString)")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try open(url.path)
  }

  private static func open(_ path: String) throws -> Int32 {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw Failure(description: "\(path) did not open: \(String(cString: strerror(errno)))")
    }
    return descriptor
  }
}

/// How a program run by a test ended and what it printed.
public struct ChildProcessResult: Equatable, Sendable {
  public let status: Int32
  public let standardOutput: String
  public let standardError: String

  public init(status: Int32, standardOutput: String, standardError: String) {
    self.status = status
    self.standardOutput = standardOutput
    self.standardError = standardError
  }
}
