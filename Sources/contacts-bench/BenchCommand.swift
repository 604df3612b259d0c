import ArgumentParser
import ContactsStore
import Foundation

/// `contacts-bench`: every operation of both builds beside the same work as bare SQL, at sizes
/// up to a million contacts, then vCard import and export.
@main
struct BenchCommand: AsyncParsableCommand {
  // The report is the default subcommand, so the root has no options of its own: ArgumentParser
  // gives a root's options the values meant for a subcommand's options of the same name.
  static let configuration = CommandConfiguration(
    commandName: "contacts-bench",
    abstract: "Measure both architectures against bare SQL at growing sizes.",
    subcommands: [
      ReportCommand.self, MeasureCommand.self, TransferCommand.self, ServerCommand.self,
      PeersCommand.self, KeptDetailsCommand.self, UIBenchCommand.self, HistoryStorageCommand.self,
      ImportPhasesCommand.self, BackupBesideCommand.self, UndoImportCommand.self,
      ServedBookCommand.self, SignInCommand.self, DuplicatesBenchCommand.self,
      PostgresBenchCommand.self, PostgresSearchCommand.self,
    ],
    defaultSubcommand: ReportCommand.self
  )
}

/// `contacts-bench [report]`: every size in its own process, then the transfer, as Markdown.
struct ReportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Measure both architectures against bare SQL at growing sizes.",
    discussion: """
      Generates deterministic databases (kept in --folder and reused), then measures each size in \
      a fresh process so its peak memory is its own, then vCard import and export (see \
      `transfer`). Build in release mode: swift run -c release contacts-bench
      """
  )

  @OptionGroup var measured: MeasuredSizes

  @Option(help: "Where the generated databases are kept.")
  var folder = ".build/bench"

  @Option(help: "Cards to import and export after the sizes (see `transfer`); 0 to skip.")
  var transferCards = 100_000

  @Option(help: "Timed runs of each import and export.")
  var transferRepetitions = 3

  func run() async throws {
    var results: [SizeResult] = []
    for size in measured.list {
      let path = "\(folder)/contacts-\(size).sqlite"
      try await SampleDatabase.ensure(path: path, count: size)
      let output = try Self.runChild([
        "measure", "--size", String(size), "--database", path, "--repetitions",
        String(measured.repetitions),
      ])
      results.append(try JSONDecoder().decode(SizeResult.self, from: output))
      FileHandle.standardError.write(Data("measured \(size)\n".utf8))
    }
    print(Report.markdown(results))
    guard transferCards > 0 else { return }
    let transfer = try Self.runChild([
      "transfer", "--cards", String(transferCards), "--repetitions",
      String(transferRepetitions), "--folder", folder,
    ])
    print("\n" + String(decoding: transfer, as: UTF8.self), terminator: "")
  }

  /// Runs this executable with `arguments` in a fresh process, so its peak memory is its own,
  /// and returns what it printed.
  static func runChild(_ arguments: [String]) throws -> Data {
    try output(
      of: URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL, arguments,
      named: "contacts-bench \(arguments[0])")
  }

  /// What `executable` prints with `arguments` (and `environment`, else this process's); throws
  /// naming it as `name` when it fails.
  static func output(
    of executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    named name: String
  ) throws -> Data {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidationError("\(name) failed (status \(process.terminationStatus))")
    }
    return data
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

/// The sizes a report measures and how many times it times each operation.
struct MeasuredSizes: ParsableArguments {
  @Option(help: "Book sizes, comma separated.")
  var sizes = "10000,100000,1000000"

  @Option(help: "Timed runs of each operation.")
  var repetitions = 30

  /// The sizes, in the order given.
  var list: [Int] { sizes.split(separator: ",").compactMap { Int($0) } }
}
