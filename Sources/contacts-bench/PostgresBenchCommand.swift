import ArgumentParser
import ContactsDomain
import ContactsPostgres
import ContactsSampleData
import Foundation

/// `contacts-bench postgres`: the report's operations on PostgreSQL at growing sizes, each size's
/// book imported through the store (its rate measured), then measured through both builds beside
/// the bare queries, and pgbench's own latency for the first page's query beside them; then the
/// largest book under the load of many clients through one server and through two
/// (`PostgresLoad`).
struct PostgresBenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "postgres",
    abstract: "Measure both architectures on PostgreSQL against bare SQL and pgbench.",
    discussion: """
      --server names a PostgreSQL server whose user may create databases \
      (postgres://user@host:port/postgres, its password in PGPASSWORD); each size's book is the \
      database bench_SIZE on it, made once and reused while its count is right. Build in release \
      mode: swift run -c release contacts-bench postgres --server … (the release `contacts` \
      and `contacts-network` beside it serve the load; wrk and pgbench must be installed).
      """)

  @Option(help: "The server: a postgres:// URL naming its maintenance database.")
  var server: String

  @OptionGroup var measured: MeasuredSizes

  @Option(help: "Times pgbench runs its query, at each size.")
  var pgbenchRuns = 2_000

  @Option(help: "Clients loading the largest book through one server, then two.")
  var clients = 20

  @Option(help: "Seconds of load per figure; 0 to skip the load.")
  var loadSeconds = 10

  @Option(
    name: .customLong("server-cpus"),
    help: """
      Hold each server to this many CPUs (a Linux control group's quota; needs root), as if \
      each ran on a machine of its own; by default both share the whole machine.
      """)
  var serverCPUs: Double?

  @Flag(help: "Only the largest book under load: no size's operations measured.")
  var loadOnly = false

  func run() async throws {
    var results: [SizeResult] = []
    var notes: [String] = []
    for size in measured.list where !loadOnly {
      let url = try Self.url(server, database: "bench_\(size)")
      if let rate = try await Self.ensure(server: server, url: url, count: size) {
        notes.append(
          "- import of \(size.formatted()) contacts into an empty book: "
            + "\(Int(rate).formatted()) cards/s")
      }
      let output = try ReportCommand.runChild([
        "measure", "--size", String(size), "--database", url, "--repetitions",
        String(measured.repetitions),
      ])
      results.append(try JSONDecoder().decode(SizeResult.self, from: output))
      let floor = try Self.pgbench(url: url, clients: 1, runs: pgbenchRuns)
      notes.append(
        "- \(size.formatted()) contacts: pgbench, first page's query (prepared, 1 client, "
          + "\(pgbenchRuns) runs): \(floor.latency) ms")
      FileHandle.standardError.write(Data("measured \(size) on PostgreSQL\n".utf8))
    }
    if !loadOnly {
      print(Report.markdown(results))
      print("\n" + notes.joined(separator: "\n"))
    }
    guard loadSeconds > 0, let largest = measured.list.max() else { return }
    let url = try Self.url(server, database: "bench_\(largest)")
    if loadOnly { _ = try await Self.ensure(server: server, url: url, count: largest) }
    let load = PostgresLoad(
      url: url, clients: clients,
      seconds: loadSeconds, pgbenchRuns: pgbenchRuns, serverCPUs: serverCPUs)
    print("\nThe book of \(largest.formatted()) contacts under load:\n\n" + (try load.run()))
  }

  /// The URL of `database` on the server `server` names.
  static func url(_ server: String, database: String) throws -> String {
    guard var components = URLComponents(string: server) else {
      throw ValidationError("--server is not a URL")
    }
    components.path = "/" + database
    return components.string ?? server
  }

  /// Makes the book at `url` hold `count` sample contacts, unless it does: a new database, the
  /// contacts imported 50,000 at a time through the store. Returns the import's rate (cards a
  /// second) when it imported.
  static func ensure(server: String, url: String, count: Int) async throws -> Double? {
    let address = try PostgresAddress(url)
    if try psql(url, "SELECT count(*) FROM contact WHERE live") == String(count) { return nil }
    _ = try psql(server, "DROP DATABASE IF EXISTS \(address.database)")
    _ = try psql(server, "CREATE DATABASE \(address.database)")
    let store = try await PostgresStore.open(
      address, password: ProcessInfo.processInfo.environment["PGPASSWORD"])
    let samples = SampleContacts()
    let chunk = 50_000
    let clock = ContinuousClock()
    var elapsed = Duration.zero
    for first in stride(from: 0, to: count, by: chunk) {
      let range = first..<min(first + chunk, count)
      let cards = zip(range, samples.drafts(range)).map { index, draft in
        ContactImport(uid: "bench-\(index)", draft: draft)
      }
      elapsed += try await clock.measure {
        _ = try await store.importContacts(cards, dryRun: false) { _ in }
      }
      FileHandle.standardError.write(Data("\rimporting \(url): \(range.upperBound)".utf8))
    }
    FileHandle.standardError.write(Data(" (\(elapsed))\n".utf8))
    return Double(count)
      / (Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) / 1e18)
  }

  /// pgbench's average latency, in milliseconds, and transactions a second, of the first page's
  /// query on `url` from `clients` clients, each running it `runs` times (a count, not `-T`:
  /// pgbench's timer is a SIGALRM, which this process's threads block, and a child keeps the
  /// mask, so a timed pgbench never stopped).
  static func pgbench(url: String, clients: Int, runs: Int) throws -> (
    latency: String, tps: String
  ) {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent(
      "contacts-bench-first-page.sql")
    try Data(
      "SELECT id, card FROM contact WHERE live ORDER BY sort_key, id LIMIT 51;\n".utf8
    ).write(to: script)
    let output = try run(
      "pgbench",
      [
        "-n", "-M", "prepared", "-c", String(clients), "-j", String(min(clients, 2)), "-t",
        String(runs), "-f", script.path, url,
      ])
    guard
      let latency = output.firstMatch(of: /latency average = ([0-9.]+) ms/),
      let tps = output.firstMatch(of: /tps = ([0-9.]+)/)
    else { throw ValidationError("pgbench printed no latency: \(output)") }
    return (String(latency.output.1), String(tps.output.1))
  }

  /// What `psql` prints for `sql` on `url`, unaligned, without headers; "" when it fails.
  static func psql(_ url: String, _ sql: String) throws -> String {
    (try? run("psql", ["-qtAX", "-v", "ON_ERROR_STOP=1", "-c", sql, url]))?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
  }

  /// Runs `program` (found on PATH, else in PostgreSQL's folder) and returns what it printed.
  private static func run(_ program: String, _ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = (environment["PATH"] ?? "/usr/bin") + ":/usr/lib/postgresql/15/bin"
    let data = try ReportCommand.output(
      of: URL(fileURLWithPath: "/usr/bin/env"), [program] + arguments, environment: environment,
      named: program)
    return String(decoding: data, as: UTF8.self)
  }
}
