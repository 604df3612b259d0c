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
      the daily backup off so neither competes with it. Prints each run's wall-clock and CPU \
      times (user + system) and their ratios, then the medians.
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
    var runs: [(importing: Timed, undoing: Timed)] = []
    for run in 1...repetitions {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: book + suffix)
      }
      let importing = try timed(["import", file, "--database", book])
      let undoing = try timed(["undo", "--database", book])
      runs.append((importing, undoing))
      print("run \(run): " + Self.line(importing, undoing))
    }
    let median = { (times: [Timed]) in
      Timed(
        wall: times.map(\.wall).sorted()[times.count / 2],
        cpu: times.map(\.cpu).sorted()[times.count / 2])
    }
    print(
      "\(cards.formatted()) realistic cards, medians: "
        + Self.line(median(runs.map(\.importing)), median(runs.map(\.undoing))))
  }

  /// A whole process's milliseconds: wall clock, and CPU (user + system).
  private struct Timed {
    let wall: Double
    let cpu: Double
  }

  /// Runs `contacts` with `arguments`, the daily backup off so that nothing competes with it.
  private func timed(_ arguments: [String]) throws -> Timed {
    let before = Self.childrenCPU()
    let wall = try BackupBesideCommand.time(
      contacts, arguments, environment: [BackupFile.dailyBackupVariable: "off"])
    return Timed(wall: wall, cpu: Self.childrenCPU() - before)
  }

  /// The CPU milliseconds of every child process ended and waited for so far.
  private static func childrenCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return (seconds(usage.ru_utime) + seconds(usage.ru_stime)) * 1000
  }

  private static func line(_ importing: Timed, _ undoing: Timed) -> String {
    "import \(seconds(importing.wall)) s (CPU \(seconds(importing.cpu)) s), "
      + "undo \(seconds(undoing.wall)) s (CPU \(seconds(undoing.cpu)) s), "
      + "ratio \(String(format: "%.2f", undoing.wall / importing.wall)) "
      + "(CPU \(String(format: "%.2f", undoing.cpu / importing.cpu)))"
  }

  private static func seconds(_ milliseconds: Double) -> String {
    String(format: "%.2f", milliseconds / 1000)
  }
}
