import ArgumentParser
import ContactsDomain
import Foundation

/// `contacts-bench peers`: `contacts` beside `sqlite3` and khard, each in its own process, in
/// one run, as ratios.
struct PeersCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "peers",
    abstract: "Time `contacts` list and search beside sqlite3 and khard, each in its own process.",
    discussion: """
      Lists every contact of --database, its first window, and searches it for --word with the \
      release `contacts`, \
      with `sqlite3` running the same reads, and with khard (--khard, e.g. a venv's bin/khard; \
      left out when missing) over a vdir of the same cards, exported by `contacts export`. \
      Prints median milliseconds and ratios as Markdown.
      """
  )

  @Option(help: "A contacts database (10,000 contacts for the issue's table).")
  var database = ".build/bench/ten.sqlite"

  @Option(help: "The word to search for.")
  var word = "müller"

  @Option(help: "The khard executable.")
  var khard = ".build/khard-venv/bin/khard"

  @Option(help: "Timed runs of each command (khard: a third as many).")
  var repetitions = 10

  @Option(help: "The `contacts` executable to time (e.g. a static build's).")
  var contacts = ".build/release/contacts"

  func run() throws {
    let sqlList = "SELECT firstName || ' ' || lastName FROM contact ORDER BY sortKey, id"
    // The index holds folded text: "müller" is looked for as "muller", as `contacts` does.
    let term = SearchText.terms(of: word)[0].replacingOccurrences(of: "'", with: "''")
    let sqlSearch = """
      SELECT firstName || ' ' || lastName FROM contact WHERE id IN (SELECT rowid FROM contactSearch \
      WHERE contactSearch MATCH '"\(term)"') ORDER BY sortKey, id
      """
    var rows: [(String, Double, Double, Double?)] = []
    let khardHome = FileManager.default.isExecutableFile(atPath: khard) ? try khardBook() : nil
    let sqlWindow = """
      SELECT c.firstName, c.lastName, v.value FROM (SELECT * FROM contact ORDER BY sortKey, id \
      LIMIT 51) c LEFT JOIN contactValue v ON v.contactId = c.id ORDER BY c.sortKey, c.id, v.kind, \
      v.position
      """
    // What `list --json` prints, as one statement: every shown column, phones and emails.
    let sqlJSON = """
      SELECT json_object('id', c.id, 'firstName', c.firstName, 'lastName', c.lastName, \
      'organization', c.organization, 'note', c.note, 'details', json(nullif(c.details, '')), 'values', \
      (SELECT json_group_array(json_object('kind', v.kind, 'label', v.label, 'value', v.value)) \
      FROM contactValue v WHERE v.contactId = c.id)) FROM contact c ORDER BY c.sortKey, c.id
      """
    let commands: [(String, [String], String, [String]?)] = [
      ("list", ["list"], sqlList, ["list"]),
      ("list --json", ["list", "--json"], sqlJSON, nil),
      ("search", ["search", word], sqlSearch, ["list", word]),
      ("list --limit 50", ["list", "--limit", "50"], sqlWindow, nil),
    ]
    for (name, arguments, sql, khardArguments) in commands {
      let ours = try median(contacts, arguments + ["--database", database])
      let sqlite = try median("/usr/bin/sqlite3", [database, sql])
      var theirs: Double?
      if let khardHome, let khardArguments {
        theirs = try median(
          khard, khardArguments, environment: ["XDG_CONFIG_HOME": khardHome], runs: 3)
      }
      rows.append((name, ours, sqlite, theirs))
    }
    print("| \(database) | contacts | sqlite3 | khard | contacts / sqlite3 | khard / contacts |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for (name, ours, sqlite, theirs) in rows {
      let khardCells = theirs.map { [format($0), format($0 / ours)] } ?? ["—", "—"]
      print(
        "| \(name) | \(format(ours)) | \(format(sqlite)) | \(khardCells[0]) | "
          + "\(format(ours / sqlite)) | \(khardCells[1]) |")
    }
    print("\nMedian milliseconds of whole processes (\(repetitions) runs; khard 3).")
  }

  /// A khard configuration over a vdir of the database's cards, one file each; its folder.
  private func khardBook() throws -> String {
    let folder = URL(fileURLWithPath: database + ".khard").standardizedFileURL
    let book = folder.appending(path: "book")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: book, withIntermediateDirectories: true)
    let file = folder.appending(path: "all.vcf").path
    _ = try median(
      contacts, ["export", "--database", database, "--output", file], runs: 1)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    for (index, card) in text.components(separatedBy: "END:VCARD\r\n").dropLast().enumerated() {
      try (card + "END:VCARD\r\n").write(
        to: book.appending(path: "\(index).vcf"), atomically: false, encoding: .utf8)
    }
    let configuration = folder.appending(path: "khard")
    try FileManager.default.createDirectory(at: configuration, withIntermediateDirectories: true)
    try "[addressbooks]\n[[book]]\npath = \(book.path)\n[general]\ndefault_action = list\n".write(
      to: configuration.appending(path: "khard.conf"), atomically: false, encoding: .utf8)
    return folder.path
  }

  /// The median milliseconds of `runs` runs of `executable`, its output thrown away.
  private func median(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    runs: Int? = nil
  ) throws -> Double {
    var times: [Double] = []
    for _ in 0..<(runs ?? repetitions) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let start = ContinuousClock.now
      try process.run()
      process.waitUntilExit()
      let elapsed = ContinuousClock.now - start
      guard process.terminationStatus == 0 else {
        throw BenchFailure("\(executable) \(arguments) exited with \(process.terminationStatus)")
      }
      times.append(
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return times.sorted()[times.count / 2]
  }

  private func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
