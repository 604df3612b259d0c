import ArgumentParser
import ContactsDomain
import ContactsStore
import Foundation

/// `contacts-bench served`: what a CardDAV server asks of the store (`ServedAddressBook`) at
/// growing sizes: a sync-collection with nothing changed, and a whole listing window by window.
struct ServedBookCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "served",
    abstract: "Time a served book's changes with nothing changed and its whole listing.",
    discussion: """
      Generates deterministic databases (kept in --folder and reused, as `report` does), then \
      measures each size in a fresh process so its peak memory is its own: `servedChanges` \
      since the book's present state (a sync-collection report with nothing changed), and \
      every entry read --window at a time (a PROPFIND Depth 1 or an initial sync). Build in \
      release mode: swift run -c release contacts-bench served
      """
  )

  @Option(help: "Database sizes, comma separated.")
  var sizes = "10000,100000"

  @Option(help: "Where the generated databases are kept.")
  var folder = ".build/bench"

  @Option(help: "Timed runs of each operation.")
  var repetitions = 30

  @Option(help: "Entries read at a time by the listing.")
  var window = 500

  @Option(help: "Measure this one database in this process (what the command runs itself for).")
  var database: String?

  func validate() throws {
    guard repetitions > 0, window > 0 else {
      throw ValidationError("--repetitions and --window must be positive.")
    }
  }

  func run() async throws {
    if let database {
      print(try await measure(database))
      return
    }
    for size in sizes.split(separator: ",").compactMap({ Int($0) }) {
      let path = "\(folder)/contacts-\(size).sqlite"
      try await SampleDatabase.ensure(path: path, count: size)
      let output = try ReportCommand.runChild([
        "served", "--database", path, "--repetitions", String(repetitions), "--window",
        String(window),
      ])
      print(
        "\(size.formatted()) contacts: " + String(decoding: output, as: UTF8.self), terminator: "")
    }
  }

  /// Times the two reads on the book at `path`, and says how it went in one line.
  private func measure(_ path: String) async throws -> String {
    let book = try ContactDatabase.openFile(at: path)
    let state = try await book.servedState()
    var listed = 0
    let timings = try await Timing.interleaved(
      repetitions,
      [
        {
          let changes = try await book.servedChanges(since: state, after: nil, limit: window)
          guard changes.isEmpty else { throw ValidationError("the book changed while measured") }
        },
        {
          listed = 0
          var last: String?
          while true {
            let entries = try await book.servedEntries(after: last, limit: window)
            listed += entries.count
            guard let end = entries.last, entries.count == window else { break }
            last = end.name
          }
        },
      ])
    let milliseconds = { (timing: Timing) in
      String(format: "median %.2f ms, p95 %.2f ms", timing.median, timing.p95)
    }
    return "servedChanges with nothing changed \(milliseconds(timings[0])); "
      + "listing of \(listed.formatted()) entries, \(window) at a time, \(milliseconds(timings[1])); "
      + String(format: "peak memory %.1f MiB", peakMemoryMiB())
  }
}
