import ArgumentParser
import ContactsDomain
import Foundation

/// `contacts-bench undo-import`: `contacts import` of realistic cards into a new book, then
/// `contacts undo` of that import, each a whole process, and the ratio of their times.
struct UndoImportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "undo-import",
    abstract: "Time `contacts undo` of an import beside the import itself.",
    discussion: """
      Writes --cards realistic vCard 3.0 cards to FOLDER/realistic-CARDS.vcf (kept and reused, \
      as `import-phases` does), then --repetitions times: imports the file into a new book \
      with `contacts import` and takes it back with `contacts undo`, each in its own process, \
      the daily backup off so neither competes with it. Prints each run's times and ratio, \
      then the medians.
      """
  )

  @Option(help: "How many cards to import.")
  var cards = 100_000

  @Option(help: "Import and undo pairs timed.")
  var repetitions = 3

  @Option(help: "Where the file and the book are written.")
  var folder = ".build/bench"

  @Option(help: "The `contacts` executable to time.")
  var contacts = ".build/release/contacts"

  func validate() throws {
    guard cards > 0, repetitions > 0 else {
      throw ValidationError("--cards and --repetitions must be positive.")
    }
  }

  func run() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = try RealisticCards(count: cards).file(in: folder)
    let book = "\(folder)/undo-import.sqlite"
    let environment = [BackupFile.dailyBackupVariable: "off"]
    var runs: [(importing: Double, undoing: Double)] = []
    for run in 1...repetitions {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: book + suffix)
      }
      let importing = try BackupBesideCommand.time(
        contacts, ["import", file, "--database", book], environment: environment)
      let undoing = try BackupBesideCommand.time(
        contacts, ["undo", "--database", book], environment: environment)
      runs.append((importing, undoing))
      print(
        "run \(run): import \(Self.seconds(importing)) s, undo \(Self.seconds(undoing)) s, "
          + "ratio \(String(format: "%.2f", undoing / importing))")
    }
    let importing = runs.map(\.importing).sorted()[runs.count / 2]
    let undoing = runs.map(\.undoing).sorted()[runs.count / 2]
    print(
      "\(cards.formatted()) realistic cards, medians: import \(Self.seconds(importing)) s, "
        + "undo \(Self.seconds(undoing)) s, ratio \(String(format: "%.2f", undoing / importing))")
  }

  private static func seconds(_ milliseconds: Double) -> String {
    String(format: "%.2f", milliseconds / 1000)
  }
}
