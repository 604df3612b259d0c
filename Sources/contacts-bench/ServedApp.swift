import Foundation
import GRDB

/// The release `contacts serve` beside this tool, on a free port.
final class ServedApp {
  let url: String
  private let process = Process()
  private let database: String
  private var budget: CPUBudget?

  /// Starts the server on `database`, held to `cpus` CPUs when given (`CPUBudget`).
  init(database: String, cpus: Double? = nil) throws {
    self.database = database
    let contacts = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
      .deletingLastPathComponent().appendingPathComponent("contacts")
    process.executableURL = contacts
    process.arguments = ["serve", "--port", "0", "--database", database]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    if let cpus {
      do {
        budget = try CPUBudget(
          cpus: cpus, pid: process.processIdentifier,
          name: "contacts-bench-server-\(process.processIdentifier)")
      } catch {
        process.terminate()
        process.waitUntilExit()
        throw error
      }
    }
    // "Contacts is running at http://127.0.0.1:PORT/ (…"
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = pipe.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw BenchFailure("contacts serve stopped before listening") }
      line += chunk
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let match = text.firstMatch(of: try Regex("(http://[^ ]+/) ")),
      let found = match.output[1].substring
    else { throw BenchFailure("unexpected first line: \(text)") }
    url = String(found)
  }

  /// The token of the add page of `build`, which its form and cookie carry.
  func token(build: String) throws -> String {
    let page = try Command.output("/usr/bin/curl", ["-s", url + "\(build)/add"])
    guard let match = page.firstMatch(of: /name="csrf" value="([0-9a-f]+)"/) else {
      throw BenchFailure("no token on the add page")
    }
    return String(match.output.1)
  }

  /// The peak resident memory of the server so far (VmHWM), in MiB.
  func peakMemoryMiB() throws -> Double {
    let status = try String(
      contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
    guard let match = status.firstMatch(of: /VmHWM:\s+(\d+) kB/), let kB = Double(match.output.1)
    else { throw BenchFailure("no VmHWM in /proc") }
    return kB / 1024
  }

  func maxContactID() throws -> Int64 {
    try DatabaseQueue(path: database).read {
      try Int64.fetchOne($0, sql: "SELECT MAX(id) FROM contact") ?? 0
    }
  }

  func deleteContacts(after id: Int64) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    try DatabaseQueue(path: database, configuration: configuration).write {
      try $0.execute(sql: "DELETE FROM contact WHERE id > ?", arguments: [id])
    }
  }

  func stop() {
    process.interrupt()
    process.waitUntilExit()
    budget?.remove()
  }
}
