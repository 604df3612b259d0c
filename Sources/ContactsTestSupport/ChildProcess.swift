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

/// Runs `executable` with `arguments` to completion, with exactly `environment` when given,
/// reading `standardInput` (nothing when nil).
///
/// Input and output go through files rather than pipes, so a chatty program cannot block on a
/// full pipe.
public func runChildProcess(
  _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
  standardInput: Data? = nil
) throws -> ChildProcessResult {
  let folder = try makeTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: folder) }
  let outputURL = folder.appendingPathComponent("stdout")
  let errorURL = folder.appendingPathComponent("stderr")
  _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
  let output = try FileHandle(forWritingTo: outputURL)
  let error = try FileHandle(forWritingTo: errorURL)
  defer {
    try? output.close()
    try? error.close()
  }

  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let environment { process.environment = environment }
  if let standardInput {
    let inputURL = folder.appendingPathComponent("stdin")
    try standardInput.write(to: inputURL)
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
  } else {
    process.standardInput = FileHandle.nullDevice
  }
  process.standardOutput = output
  process.standardError = error
  try process.run()
  process.waitUntilExit()
  return ChildProcessResult(
    status: process.terminationStatus,
    standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
    standardError: try String(contentsOf: errorURL, encoding: .utf8)
  )
}
