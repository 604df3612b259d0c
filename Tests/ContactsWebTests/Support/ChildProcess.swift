import Foundation
import Synchronization

/// A program the tests start: its output is collected, a line announcing it is ready is awaited
/// with a deadline, and it can be interrupted like Ctrl-C and awaited until it exits.
final class ChildProcess: Sendable {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let process: Process
  private let lines: AsyncStream<String>
  private let state = Locked(State())

  private struct State {
    var output = ""
    var pendingLine = ""
    var exitStatus: Int32?
    var exitWaiters: [CheckedContinuation<Int32, Never>] = []
  }

  /// Starts `executable` with `arguments`; standard output and error are read together.
  init(_ executable: URL, _ arguments: [String]) throws {
    process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    // No daily backup beside the tests' books (`DailyBackups`): a server starts none.
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["CONTACTS_DAILY_BACKUP": "off"]) { $1 }
    let (lines, continuation) = AsyncStream.makeStream(of: String.self)
    self.lines = lines
    let state = self.state
    pipe.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      guard !data.isEmpty else {
        handle.readabilityHandler = nil
        continuation.finish()
        return
      }
      let complete = state.withLock { state -> [String] in
        let text = String(decoding: data, as: UTF8.self)
        state.output += text
        var parts = (state.pendingLine + text).components(separatedBy: "\n")
        state.pendingLine = parts.removeLast()
        return parts
      }
      for line in complete { continuation.yield(line) }
    }
    process.terminationHandler = { process in
      let waiters = state.withLock { state in
        state.exitStatus = process.terminationStatus
        defer { state.exitWaiters = [] }
        return state.exitWaiters
      }
      for waiter in waiters { waiter.resume(returning: process.terminationStatus) }
    }
    try process.run()
  }

  /// The processor time the program has used so far, user and system, from `/proc`.
  func cpuSeconds() throws -> Double {
    let stat = try String(
      contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)
    // The fields after the command name, which is in parentheses and may hold spaces.
    let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
    let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
    return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Everything the program printed so far, for failure messages.
  var output: String { state.withLock { $0.output } }

  /// The first value `parse` finds in a line of output; fails if the program ends first or
  /// nothing matches within `timeout`.
  func firstLine<T: Sendable>(
    timeout: Duration = .seconds(30), _ parse: @escaping @Sendable (String) -> T?
  ) async throws -> T {
    let lines = self.lines
    return try await withThrowingTaskGroup(of: T.self) { group in
      group.addTask {
        for await line in lines {
          if let value = parse(line) { return value }
        }
        throw Failure(description: "The program ended before it was ready.")
      }
      group.addTask {
        try await Task.sleep(for: timeout)
        throw Failure(description: "The program was not ready after \(timeout).")
      }
      defer { group.cancelAll() }
      do {
        return try await group.next()!
      } catch {
        throw Failure(description: "\(error)\nIts output:\n\(output)")
      }
    }
  }

  /// Sends SIGINT, as Ctrl-C does.
  func interrupt() {
    if process.isRunning { process.interrupt() }
  }

  /// Sends SIGKILL if it still runs: for clean-up after a failed test.
  func kill() {
    if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
  }

  /// Kills the program and waits until it is gone. chromedriver ignores SIGINT and SIGTERM.
  func stop() async {
    kill()
    _ = await exitStatus()
  }

  /// The exit status, once the program has ended.
  func exitStatus() async -> Int32 {
    await withCheckedContinuation { continuation in
      let status = state.withLock { state -> Int32? in
        if state.exitStatus == nil { state.exitWaiters.append(continuation) }
        return state.exitStatus
      }
      if let status { continuation.resume(returning: status) }
    }
  }
}

/// A value behind a lock, shared by reference with the pipe's and the process's handlers.
final class Locked<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  init(_ value: Value) {
    mutex = Mutex(value)
  }

  func withLock<T: Sendable>(_ body: (inout sending Value) -> sending T) -> T {
    mutex.withLock(body)
  }
}
