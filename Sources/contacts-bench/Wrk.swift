import Foundation

/// What wrk measured for one URL.
struct WrkResult {
  let requestsPerSecond: Double
  let p50: Double
  let p90: Double
  let p99: Double
  let non2xx: Int

  func row(_ name: String) -> String {
    let errors = non2xx > 0 ? " (\(non2xx) non-2xx/3xx)" : ""
    return String(
      format: "| %@%@ | %.0f | %.2f | %.2f | %.2f |", name, errors, requestsPerSecond, p50, p90, p99
    )
  }
}

/// Runs Debian's `wrk` with two threads and a fixed duration: a bounded load that stops by itself.
enum Wrk {
  static func run(url: String, seconds: Int, connections: Int, script: String? = nil) throws
    -> WrkResult
  {
    try together(
      [url], seconds: seconds, connections: connections, threads: 2, script: script)[0]
  }

  /// Loads every URL of `urls` at once, each from a wrk of its own with `connections`
  /// connections on `threads` threads, and returns what each measured.
  static func together(
    _ urls: [String], seconds: Int, connections: Int, threads: Int, script: String? = nil
  ) throws -> [WrkResult] {
    var arguments = ["-t\(threads)", "-c\(connections)", "-d\(seconds)s", "--latency"]
    if let script {
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("contacts-bench-\(UUID().uuidString).lua")
      try script.write(to: file, atomically: true, encoding: .utf8)
      arguments += ["-s", file.path]
    }
    let running = try urls.map { try Command.start("/usr/bin/wrk", arguments + [$0]) }
    return running.map { parse(Command.finish($0)) }
  }

  /// What wrk's `output` says.
  private static func parse(_ output: String) -> WrkResult {
    func number(_ pattern: String) -> Double {
      guard let match = output.firstMatch(of: try! Regex(pattern)),
        let text = match.output[1].substring
      else { return .nan }
      return Double(text) ?? .nan
    }
    func milliseconds(_ percentile: String) -> Double {
      guard
        let match = output.firstMatch(of: try! Regex("\\s\(percentile)%\\s+([0-9.]+)(us|ms|s)")),
        let value = match.output[1].substring.flatMap({ Double($0) }),
        let unit = match.output[2].substring
      else { return .nan }
      return unit == "us" ? value / 1000 : unit == "s" ? value * 1000 : value
    }
    return WrkResult(
      requestsPerSecond: number("Requests/sec:\\s+([0-9.]+)"), p50: milliseconds("50"),
      p90: milliseconds("90"), p99: milliseconds("99"),
      non2xx: Int(
        number("Non-2xx or 3xx responses:\\s+([0-9]+)").isNaN
          ? 0 : number("Non-2xx or 3xx responses:\\s+([0-9]+)")))
  }

  /// A wrk script that posts the add form with a valid token and a new name each time.
  static func addScript(token: String, origin: String) -> String {
    """
    counter = 0
    request = function()
      counter = counter + 1
      local body = "csrf=\(token)&firstName=Load&lastName=Test" .. counter .. "&action=done"
      return wrk.format("POST", nil, {
        ["Content-Type"] = "application/x-www-form-urlencoded",
        ["Cookie"] = "contacts_csrf=\(token)",
        ["Origin"] = "\(origin)"
      }, body)
    end
    """
  }
}

/// Runs a program to the end and returns what it printed.
enum Command {
  static func output(_ path: String, _ arguments: [String]) throws -> String {
    finish(try start(path, arguments))
  }

  /// Starts a program; `finish` waits for it.
  static func start(_ path: String, _ arguments: [String]) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    return (process, pipe)
  }

  /// What a program `start` started printed, once it ended.
  static func finish(_ running: (Process, Pipe)) -> String {
    let data = running.1.fileHandleForReading.readDataToEndOfFile()
    running.0.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
