import ArgumentParser
import Foundation

/// `contacts-bench transfer`: vCard import and export through both builds, beside bare SQL.
struct TransferCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transfer",
    abstract: "Measure importing and exporting vCards through both builds beside bare SQL.",
    discussion: """
      Writes one vCard 4.0 file of --cards generated contacts, then times, --repetitions times \
      each: importing it (parse and store in one transaction) into an empty database, and \
      exporting a database of them (read and write), through each build; beside inserting the \
      same rows, and reading them, with bare SQL. Prints a Markdown table.
      """
  )

  @Option(help: "How many cards to import and export.")
  var cards = 100_000

  @Option(help: "Timed runs of each operation.")
  var repetitions = 3

  @Option(help: "Where the databases are written.")
  var folder = ".build/bench"

  func validate() throws {
    guard cards > 0, repetitions > 0 else {
      throw ValidationError("--cards and --repetitions must be positive.")
    }
  }

  func run() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let bench = TransferBench(cards: cards, repetitions: repetitions, folder: folder)
    print(TransferReport.markdown(try await bench.run()))
  }
}
