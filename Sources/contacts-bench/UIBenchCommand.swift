import ArgumentParser
import ContactsBuilds
import ContactsRoot
import ContactsTUI
import ContactsTerminal
import Foundation

/// `contacts-bench ui`: how fast `contacts ui` draws, in process, in both builds: from opening
/// the store to the first screen, and from a key to its frame.
struct UIBenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ui",
    abstract: "Time contacts ui's first screen and its keys, in both builds.",
    discussion: "Build in release mode: swift run -c release contacts-bench ui --size 1000000"
  )

  @Option(help: "Contacts in the generated database.")
  var size = 1_000_000

  @Option(help: "Where the generated databases are kept.")
  var folder = ".build/bench"

  @Option(help: "Times each key kind is pressed.")
  var repetitions = 30

  /// The keys timed, by what they do.
  static let keys: [(String, [Key])] = [
    ("Down (move, the window read again near its end)", [.down]),
    ("Page Down", [.pageDown]),
    ("capital letter (A–Z jump)", [.character("M")]),
    ("Enter then Esc (details)", [.enter, .escape]),
    ("a then Esc (add screen)", [.character("a"), .escape]),
    ("/ then a letter (search as you type)", [.character("/"), .character("m"), .escape]),
  ]

  func run() async throws {
    let path = "\(folder)/contacts-\(size).sqlite"
    try await SampleDatabase.ensure(path: path, count: size)
    let screen = TerminalSize(rows: 40, columns: 120)
    print("| build | what | median | worst |\n| --- | --- | --- | --- |")
    for architecture in Architecture.allCases {
      let clock = ContinuousClock()
      let start = clock.now
      let root = try await AppRoot.open(databasePath: path, access: .readWrite)
      let app = root.terminalApp(architecture, size: screen)
      var opened = clock.now - start
      var rows: [(String, [Duration])] = []
      for (name, keys) in Self.keys {
        let sequence = Array(Array(repeating: keys, count: repetitions).joined())
        let timed = await app.timeFrames(keys: sequence, size: screen)
        opened += rows.isEmpty ? timed.first : .zero
        // Each press of a kind: its keys' times summed.
        let presses = stride(from: 0, to: timed.keys.count, by: keys.count).map {
          timed.keys[$0..<($0 + keys.count)].reduce(Duration.zero, +)
        }
        rows.append((name, presses))
      }
      print("| \(architecture.name) | start to first screen | \(Self.ms(opened)) | |")
      for (name, presses) in rows {
        let sorted = presses.sorted()
        print(
          "| \(architecture.name) | \(name) | \(Self.ms(sorted[sorted.count / 2]))"
            + " | \(Self.ms(sorted.last ?? .zero)) |")
      }
    }
  }

  private static func ms(_ duration: Duration) -> String {
    String(
      format: "%.2f ms",
      Double(duration.components.attoseconds) / 1e15
        + Double(duration.components.seconds) * 1000)
  }
}
