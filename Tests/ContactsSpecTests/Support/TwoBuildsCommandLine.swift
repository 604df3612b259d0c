import ContactsBuilds
import ContactsTestSupport
import Foundation
import Testing

/// The built `contacts`, run once per build on a copy of the same database: each command's
/// status, standard output and standard error must be the same bytes in both builds.
final class TwoBuildsCommandLine {
  /// What one build printed, the database's path replaced by `DATABASE`.
  typealias Run = ChildProcessResult

  private let folder: URL
  private let executable: URL
  /// The database every command starts from: the MVVM copy of the last command that changed it.
  let current: URL
  /// How many commands were compared.
  private(set) var compared = 0

  init(folder: URL) throws {
    self.folder = folder
    executable = try BuiltProducts.contacts
    current = folder.appendingPathComponent("current.sqlite")
  }

  /// Runs `contacts ARGUMENTS --database … --architecture …` in both builds, each on its own copy
  /// of the current database, expects the same bytes, and keeps the MVVM copy as the current one.
  /// What `masked` matches (a time in a file name) is replaced by `…` before comparing.
  @discardableResult
  func compare(
    _ arguments: [String], input: Data? = nil, masked: Regex<Substring>? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Run {
    let mask = { (text: String) in masked.map { text.replacing($0, with: "…") } ?? text }
    var runs: [Architecture: Run] = [:]
    for architecture in Architecture.allCases {
      let copy = folder.appendingPathComponent("\(architecture.rawValue).sqlite")
      try copyDatabaseFiles(from: current, to: copy)
      let run = try await ChildProcess(
        executable,
        arguments + ["--database", copy.path, "--architecture", architecture.rawValue],
        standardInput: input
      ).result()
      runs[architecture] = Run(
        status: run.status,
        standardOutput: mask(run.standardOutput.replacing(copy.path, with: "DATABASE")),
        standardError: mask(run.standardError.replacing(copy.path, with: "DATABASE")))
    }
    #expect(
      runs[.mvvm] == runs[.viper], "contacts \(arguments.joined(separator: " "))",
      sourceLocation: sourceLocation)
    try copyDatabaseFiles(from: folder.appendingPathComponent("mvvm.sqlite"), to: current)
    compared += 1
    return try #require(runs[.mvvm])
  }
}
