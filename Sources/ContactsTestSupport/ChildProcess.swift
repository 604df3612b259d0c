import Foundation

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

/// Runs `executable` with `arguments` to completion, with exactly `environment` when given
/// (and the daily backup off unless it says otherwise), reading `standardInput` (nothing when
/// nil).
///
/// Input and output go through files rather than pipes, so a chatty program cannot block on a
/// full pipe. This blocks its thread until the program ends: a test of a long-running program
/// uses the `async` `childProcess` instead, so it leaves the cooperative pool's few threads to
/// the servers other tests run at the same time.
public func runChildProcess(
  _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
  standardInput: Data? = nil
) throws -> ChildProcessResult {
  let child = try LaunchedChild(executable, arguments, environment, standardInput, ended: nil)
  child.process.waitUntilExit()
  return try child.result()
}

/// `runChildProcess`, waiting for the program's end without holding a thread.
public func childProcess(
  _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
  standardInput: Data? = nil
) async throws -> ChildProcessResult {
  let (ended, continuation) = AsyncStream<Void>.makeStream()
  let child = try LaunchedChild(
    executable, arguments, environment, standardInput, ended: { continuation.finish() })
  for await _ in ended {}
  return try child.result()
}

/// A program started with its output going to files in a folder of its own.
private struct LaunchedChild {
  let process = Process()
  let folder: URL

  init(
    _ executable: URL, _ arguments: [String], _ environment: [String: String]?,
    _ standardInput: Data?, ended: (@Sendable () -> Void)?
  ) throws {
    folder = try makeTemporaryDirectory()
    let output = try FileHandle.created(folder.appendingPathComponent("stdout"))
    let error = try FileHandle.created(folder.appendingPathComponent("stderr"))
    defer {
      try? output.close()
      try? error.close()
    }
    process.executableURL = executable
    process.arguments = arguments
    // No daily backup (`DailyBackups`) beside the tests' books unless a test asks for one.
    var environment = environment ?? ProcessInfo.processInfo.environment
    environment["CONTACTS_DAILY_BACKUP"] = environment["CONTACTS_DAILY_BACKUP"] ?? "off"
    process.environment = environment
    if let standardInput {
      let inputURL = folder.appendingPathComponent("stdin")
      try standardInput.write(to: inputURL)
      process.standardInput = try FileHandle(forReadingFrom: inputURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    process.standardOutput = output
    process.standardError = error
    if let ended { process.terminationHandler = { _ in ended() } }
    try process.run()
  }

  /// How the ended program ended and what it printed; removes its folder.
  func result() throws -> ChildProcessResult {
    defer { try? FileManager.default.removeItem(at: folder) }
    return ChildProcessResult(
      status: process.terminationStatus,
      standardOutput: try String(
        contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8),
      standardError: try String(
        contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8))
  }
}

extension FileHandle {
  /// A handle writing to a new, empty file at `url`.
  fileprivate static func created(_ url: URL) throws -> FileHandle {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    return try FileHandle(forWritingTo: url)
  }
}
