import ArgumentParser
import ContactsDomain
import ContactsPostgres
import ContactsRoot
import ContactsSampleData
import ContactsStore
import ContactsVCard
import Foundation

/// `contacts-bench import-phases`: an import of realistic cards (two phones, two emails, an
/// organization, a birthday, an address and a note each) into an empty book, and where its
/// writer spends the time.
struct ImportPhasesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import-phases",
    abstract: "Time importing realistic cards, phase by phase of the writer.",
    discussion: """
      Writes --cards realistic vCard 3.0 cards to FOLDER/realistic-CARDS.vcf (kept and reused), \
      then imports the file --repetitions times into a new book, as `contacts import` does, and \
      prints cards per second and the seconds the writer spent in each phase, with the reader's \
      own CPU time beside them. With --file-only, writes the file and prints its path (to time \
      `contacts import FILE` as a whole process). With --postgres, then imports the same file as \
      many times into a PostgreSQL book at that URL (its database dropped and made anew each time, \
      through the server's database postgres) and prints its rate beside SQLite's; with \
      --postgres-only, into PostgreSQL alone.
      """
  )

  @Option(help: "How many cards to import.")
  var cards = 300_000

  @Option(help: "Timed imports.")
  var repetitions = 3

  @Option(help: "Where the file and the books are written.")
  var folder = ".build/bench"

  @Flag(help: "Only write the file, and print its path.")
  var fileOnly = false

  @Option(help: "Also import into a new PostgreSQL book here (postgres://user@host:port/db).")
  var postgres: String?

  @Flag(help: "With --postgres, import into PostgreSQL only.")
  var postgresOnly = false

  func validate() throws {
    guard cards > 0, repetitions > 0 else {
      throw ValidationError("--cards and --repetitions must be positive.")
    }
    guard !postgresOnly || postgres != nil else {
      throw ValidationError("--postgres-only needs --postgres.")
    }
  }

  func run() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = try RealisticCards(count: cards).file(in: folder)
    guard !fileOnly else { return print(file) }
    if let postgres, postgresOnly { return try await importIntoPostgres(file, url: postgres) }
    var runs: [(seconds: Double, profile: ImportProfile)] = []
    for _ in 0..<repetitions {
      let path = "\(folder)/realistic-book.sqlite"
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: path + suffix)
      }
      let store = try ContactDatabase.openFile(at: path)
      ImportProfile.start()
      let start = ContinuousClock.now
      let summary = try await store.importFiles(
        [.file(at: file)], format: VCardFormat(), dryRun: false, progress: { _ in })
      let elapsed = (ContinuousClock.now - start).components
      guard let profile = ImportProfile.take(), summary.counts.added == cards else {
        throw BenchFailure("import of \(file): \(summary)")
      }
      runs.append((Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, profile))
    }
    print(Self.report(runs.sorted { $0.seconds < $1.seconds }[runs.count / 2], cards: cards))
    if let postgres { try await importIntoPostgres(file, url: postgres) }
  }

  /// Imports `file` --repetitions times into a new PostgreSQL book at `url`, as `contacts
  /// import` does, and prints the median run's rate.
  private func importIntoPostgres(_ file: String, url: String) async throws {
    let database = try PostgresAddress(url).database
    let server = try PostgresBenchCommand.url(url, database: "postgres")
    var seconds: [Double] = []
    for _ in 0..<repetitions {
      _ = try PostgresBenchCommand.psql(server, "DROP DATABASE IF EXISTS \"\(database)\"")
      _ = try PostgresBenchCommand.psql(server, "CREATE DATABASE \"\(database)\"")
      // No connection kept: the next run drops the database.
      let store = try await PostgresStore.open(
        try PostgresAddress(url), password: ProcessInfo.processInfo.environment["PGPASSWORD"],
        keepsIdle: false)
      let start = ContinuousClock.now
      let summary = try await store.importFiles(
        [.file(at: file)], format: VCardFormat(), dryRun: false, progress: { _ in })
      let elapsed = (ContinuousClock.now - start).components
      guard summary.counts.added == cards else {
        throw BenchFailure("import of \(file) into PostgreSQL: \(summary)")
      }
      seconds.append(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }
    let median = seconds.sorted()[seconds.count / 2]
    print(
      "\nPostgreSQL: import of \(cards.formatted()) realistic cards: \(Self.format(median)) s, "
        + "\(Int(Double(cards) / median).formatted()) cards/s (median run)")
  }

  /// The median run as Markdown: the rate, then each phase's seconds and share.
  private static func report(_ run: (seconds: Double, profile: ImportProfile), cards: Int)
    -> String
  {
    var lines = [
      "import of \(cards.formatted()) realistic cards: \(format(run.seconds)) s, "
        + "\(Int(Double(cards) / run.seconds).formatted()) cards/s (median run)",
      "", "| writer's phase | seconds | share |", "| --- | ---: | ---: |",
    ]
    func row(_ name: String, _ seconds: Double) -> String {
      "| \(name) | \(format(seconds)) | \(Int((seconds / run.seconds * 100).rounded())) % |"
    }
    for phase in ImportProfile.Phase.allCases {
      lines.append(row(phase.rawValue, run.profile.seconds[phase] ?? 0))
    }
    // So that the rows add up to the import: what no phase timed.
    let timed = run.profile.seconds.values.reduce(0, +)
    lines.append(
      row("outside the phases (opening, the change log, group cards)", run.seconds - timed))
    lines.append("")
    lines.append(
      "The reader's thread (parse, validate, rows): \(format(run.profile.readerCPUSeconds)) s of CPU."
    )
    return lines.joined(separator: "\n")
  }

  private static func format(_ seconds: Double) -> String { String(format: "%.2f", seconds) }
}

/// Realistic vCard 3.0 cards, each with two phones, two emails, an organization, a birthday, an
/// address and a note: the cards a phone's or a mail program's export holds.
struct RealisticCards {
  let count: Int

  /// The path of the file of `count` cards in `folder`, written unless it is there.
  func file(in folder: String) throws -> String {
    let path = "\(folder)/realistic-\(count).vcf"
    guard !FileManager.default.fileExists(atPath: path) else { return path }
    let samples = SampleContacts(seed: 30)
    var text = ""
    text.reserveCapacity(count * 420)
    for index in 0..<count {
      let form = samples.form(index)
      let street = "\(index % 300 + 1) \(form.lastName.prefix(12)) Street"
      text += """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:urn:uuid:realistic-\(index)\r
        FN:\(form.firstName) \(form.lastName)\r
        N:\(form.lastName);\(form.firstName);;;\r
        ORG:Company \(index % 2000)\r
        TEL;TYPE=CELL:\(form.phones[0].value)\r
        TEL;TYPE=WORK:+44 20 \(7000_0000 + index % 1_000_000)\r
        EMAIL;TYPE=HOME:\(form.emails[0].value)\r
        EMAIL;TYPE=WORK:\(form.firstName.lowercased()).\(index)@company\(index % 2000).example\r
        BDAY:19\(50 + index % 50)-\(String(format: "%02d-%02d", index % 12 + 1, index % 28 + 1))\r
        ADR;TYPE=HOME:;;\(street);Springfield;;\(10000 + index % 90000);Country\r
        NOTE:Met at the conference in \(2000 + index % 25)\\, table \(index % 40).\r
        END:VCARD\r

        """
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
