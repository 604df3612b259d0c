import ArgumentParser
import ContactsStore
import Foundation

/// `contacts-bench`: every operation of both builds beside the same work as bare SQL, at sizes
/// up to a million contacts.
@main
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "contacts-bench",
    abstract: "Measure both architectures against bare SQL at growing sizes.",
    discussion: """
      Generates deterministic databases (kept in --folder and reused), then measures each size in \
      a fresh process so its peak memory is its own. Build in release mode: \
      swift run -c release contacts-bench
      """,
    subcommands: [MeasureCommand.self, ServerCommand.self]
  )

  @Option(help: "Database sizes, comma separated.")
  var sizes = "10000,100000,1000000"

  @Option(help: "Where the generated databases are kept.")
  var folder = ".build/bench"

  @Option(help: "Timed runs of each operation.")
  var repetitions = 30

  func run() async throws {
    var results: [SizeResult] = []
    for size in sizes.split(separator: ",").compactMap({ Int($0) }) {
      let path = "\(folder)/contacts-\(size).sqlite"
      try await SampleDatabase.ensure(path: path, count: size)
      results.append(try measureInChildProcess(size: size, path: path))
      FileHandle.standardError.write(Data("measured \(size)\n".utf8))
    }
    print(Report.markdown(results))
  }

  private func measureInChildProcess(size: Int, path: String) throws -> SizeResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = [
      "measure", "--size", String(size), "--database", path, "--repetitions", String(repetitions),
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidationError(
        "measuring \(size) contacts failed (status \(process.terminationStatus))")
    }
    return try JSONDecoder().decode(SizeResult.self, from: data)
  }
}

/// `contacts-bench measure`: one size, in this process; prints JSON for the parent.
struct MeasureCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure", abstract: "Measure one database (used by contacts-bench itself).")

  @Option var size: Int
  @Option var database: String
  @Option var repetitions = 30

  func run() async throws {
    let result = try await Operations(path: database, size: size, repetitions: repetitions).run()
    let encoder = JSONEncoder()
    print(String(decoding: try encoder.encode(result), as: UTF8.self))
  }
}
