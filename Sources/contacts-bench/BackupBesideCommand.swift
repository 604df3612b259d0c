import ArgumentParser
import Foundation

/// `contacts-bench backup-beside`: `contacts list --limit 50` while the daily backup that a large
/// import starts is running, beside the same command once it has ended, each in its own process.
struct BackupBesideCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "backup-beside",
    abstract: "Time `contacts list --limit 50` while the daily backup after an import runs.",
    discussion: """
      Imports --file into a new book with `contacts import` (the daily backup on, as a person \
      has it), which starts today's backup in its own process as it exits; then runs \
      `contacts list --limit 50` again and again until the backup is in place, noting each \
      run's time and the largest the book's WAL grew, then --repetitions more runs after. \
      Prints the import's time, the backup's, the medians and their ratio.
      """
  )

  @Option(help: "The vCard file to import (e.g. from `contacts-bench import-phases --file-only`).")
  var file: String

  @Option(help: "Where the book is written.")
  var folder = ".build/bench"

  @Option(help: "Runs of the list after the backup.")
  var repetitions = 20

  @Option(help: "The `contacts` executable to time.")
  var contacts = ".build/release/contacts"

  func run() throws {
    let book = "\(folder)/backup-beside.sqlite"
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: book + suffix)
    }
    try? FileManager.default.removeItem(atPath: "\(folder)/backups")
    let imported = try Self.time(contacts, ["import", file, "--database", book])
    let started = ContinuousClock.now
    var during: [Double] = []
    var largestWAL = 0
    while !Self.backupDone(in: "\(folder)/backups") {
      guard ContinuousClock.now - started < .seconds(900) else {
        throw BenchFailure("no daily backup in \(folder)/backups after 15 minutes")
      }
      largestWAL = max(largestWAL, Self.size(book + "-wal"))
      during.append(try Self.time(contacts, ["list", "--limit", "50", "--database", book]))
    }
    let backup = (ContinuousClock.now - started).components
    var after: [Double] = []
    for _ in 0..<repetitions {
      after.append(try Self.time(contacts, ["list", "--limit", "50", "--database", book]))
    }
    let (mDuring, mAfter) = (Self.median(during), Self.median(after))
    print(
      """
      import: \(String(format: "%.2f", imported / 1000)) s; the daily backup after it: \
      \(backup.seconds) s (\(Self.size(book) / 1_048_576) MiB book)
      list --limit 50 while it ran: \(String(format: "%.1f", mDuring)) ms (median of \
      \(during.count)); after: \(String(format: "%.1f", mAfter)) ms (median of \(after.count)); \
      ratio \(String(format: "%.2f", mDuring / mAfter))
      largest WAL while it ran: \(largestWAL / 1_048_576) MiB
      """)
  }

  /// True once today's backup is in place (no temporary file of one is left).
  private static func backupDone(in folder: String) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.contains { $0.hasPrefix("contacts-") && $0.hasSuffix(".sqlite") }
  }

  private static func size(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue
      ?? 0
  }

  private static func median(_ values: [Double]) -> Double {
    values.isEmpty ? .nan : values.sorted()[values.count / 2]
  }

  /// The milliseconds a run of `executable` with `arguments` took, its output thrown away;
  /// `environment` is added to this process's own.
  static func time(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let elapsed = (ContinuousClock.now - start).components
    guard process.terminationStatus == 0 else {
      throw BenchFailure("\(executable) \(arguments) exited with \(process.terminationStatus)")
    }
    return Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
  }
}
