import Foundation
import Glibc

/// A program run in a real terminal: a detached tmux session of a fixed size on a server of its
/// own (`tmux -S`, its socket in the test's folder), so tests running at once never share one. Keys go in with `send-keys`; the
/// screen comes back as text from `capture-pane -p`. `waitFor` re-reads the screen each time the
/// program writes to it (tmux's `pipe-pane` copies the output to a pipe this end reads), bounded
/// by an overall time limit only, so a test waits on the program's output, not on the clock.
public final class TmuxSession: @unchecked Sendable {
  /// The server's socket, in the test's folder: gone with it.
  private let socket: String
  private let output: Int32
  /// A writer kept open, so the pipe never reads as closed when tmux's `cat` ends.
  private let keepOpen: Int32
  private let fifo: String

  /// Starts `command` (its words) with `environment` in a `columns` by `rows` terminal; once it
  /// ends, the shell prints `stty -a` (how it left the terminal) and "exited STATUS", and waits. The output pipe is
  /// made in `folder`.
  public init(
    _ command: [String], environment: [String: String] = [:], columns: Int = 60, rows: Int = 12,
    folder: URL
  ) throws {
    let name = "tmux-\(UUID().uuidString.prefix(8))"
    socket = folder.appendingPathComponent("\(name).socket").path
    fifo = folder.appendingPathComponent("\(name).pane").path
    guard mkfifo(fifo, 0o600) == 0 else { throw TmuxError.failed("mkfifo \(fifo)") }
    output = open(fifo, O_RDONLY | O_NONBLOCK)
    keepOpen = open(fifo, O_WRONLY | O_NONBLOCK)
    let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(quoted($0.value))" }
    let line = (["env"] + variables + command.map(quoted)).joined(separator: " ")
    try tmux(
      "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)",
      line + "; status=$?; stty -a; echo \"exited $status\"; sleep 600")
    try tmux("pipe-pane", "-O", "cat > \(quoted(fifo))")
  }

  deinit {
    kill()
    close(output)
    close(keepOpen)
    unlink(fifo)
  }

  /// Presses `keys`, named as tmux names them ("Enter", "Escape", "C-c", "Down") or as text.
  public func send(_ keys: String...) throws {
    try send(keys)
  }

  /// Presses `keys`, as `send(_:)` does.
  public func send(_ keys: [String]) throws {
    try tmux(["send-keys"] + keys)
  }

  /// Types `text` as it is, each character a key.
  public func type(_ text: String) throws {
    try tmux("send-keys", "-l", text)
  }

  /// The screen's text now, a line per row.
  public func screen() throws -> String {
    try tmux("capture-pane", "-p")
  }

  /// Sends `signal` to the program (the child of the pane's shell).
  public func signal(_ signal: Int32) throws {
    let shell = try tmux("display-message", "-p", "#{pane_pid}")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let children = procText("/proc/\(shell)/task/\(shell)/children") ?? ""
    guard let program = children.split(separator: " ").first.flatMap({ Int32($0) }) else {
      throw TmuxError.failed("no program runs under the pane's shell \(shell)")
    }
    Glibc.kill(program, signal)
  }

  /// Resizes the terminal; the program gets SIGWINCH.
  public func resize(columns: Int, rows: Int) throws {
    try tmux("resize-window", "-x", "\(columns)", "-y", "\(rows)")
  }

  /// The screen once `predicate` holds for it, read again each time the program writes; throws
  /// with the last screen when `limit` passed first.
  @discardableResult
  public func waitFor(
    limit: Duration = .seconds(60), _ predicate: @escaping @Sendable (String) -> Bool
  ) async throws -> String {
    let deadline = ContinuousClock.now + limit
    while true {
      let screen = try screen()
      if predicate(screen) { return screen }
      guard ContinuousClock.now < deadline else { throw TmuxError.timedOut(screen: screen) }
      await wrote(before: deadline)
    }
  }

  /// The screen once it shows `text`.
  @discardableResult
  public func waitFor(_ text: String, limit: Duration = .seconds(60)) async throws -> String {
    try await waitFor(limit: limit) { $0.contains(text) }
  }

  /// Returns once the program wrote to the terminal, or at `deadline`, on a thread of its own.
  private func wrote(before deadline: ContinuousClock.Instant) async {
    let output = output
    let milliseconds = (deadline - ContinuousClock.now).components.seconds * 1000 + 1
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread {
        var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, Int32(clamping: milliseconds))
        var buffer = [UInt8](repeating: 0, count: 65536)
        _ = read(output, &buffer, buffer.count)
        done.resume()
      }.start()
    }
  }

  private static let closingDescriptors = """
    for fd in /proc/$$/fd/*; do fd=${fd##*/}; [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done 2>/dev/null
    exec /usr/bin/tmux "$@"
    """

  /// Ends the session and its server.
  public func kill() {
    // kill-session ends the program (SIGHUP) and, with it, the server; kill-server alone left
    // the server running here (tmux 3.3a).
    _ = try? tmux("kill-session")
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String {
    try tmux(arguments)
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    // Through bash, which closes every descriptor past the standard three first: the server
    // tmux starts would otherwise keep the one `Process` watches to tell the client ended.
    let result = try ChildProcess.run(
      URL(fileURLWithPath: "/bin/bash"),
      ["-c", Self.closingDescriptors, "tmux", "-S", socket] + arguments)
    guard result.status == 0 else {
      throw TmuxError.failed("tmux \(arguments.joined(separator: " ")): \(result.standardError)")
    }
    return result.standardOutput
  }
}

/// Why a terminal test could not go on.
public enum TmuxError: Error, CustomStringConvertible {
  case failed(String)
  /// The screen never showed what was waited for; this is what it showed last.
  case timedOut(screen: String)

  public var description: String {
    switch self {
    case .failed(let what): "failed: \(what)"
    case .timedOut(let screen): "timed out; the screen was:\n\(screen)"
    }
  }
}

/// `text` quoted for the shell.
private func quoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
