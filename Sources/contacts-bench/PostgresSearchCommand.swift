import ArgumentParser
import ContactsDomain
import ContactsPostgres
import Foundation

/// `contacts-bench postgres-search`: each kind of search on a PostgreSQL book through the store,
/// in process: its first window and the next one after its cursor, by the standard plan or with
/// every narrow search's matches found and sorted (the way before the list held the search text).
struct PostgresSearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "postgres-search",
    abstract: "Time each kind of search on a PostgreSQL book: the first window and the next.",
    discussion: """
      --database names a book made by `contacts-bench postgres` (the sample's contacts), at any \
      size. Build in release mode: swift build -c release --product contacts-bench
      """)

  @Option(help: "The book: a postgres:// URL (its password in PGPASSWORD).")
  var database: String

  @Option(help: "Timed runs of each window, after two untimed ones.")
  var repetitions = 7

  @Flag(help: "Find and sort every narrow search's matches, never walking the list first.")
  var sorted = false

  /// Each kind of search the target names, and a query of that kind in the sample book.
  private static let cases: [(name: String, query: String)] = [
    ("common word (a last name)", "muller"),
    ("rare (a handful)", "user33333"),
    ("one person", "user333333@"),
    ("a block mid-list (a first name)", "grace"),
    ("phone digits", "+10 586 3831241"),
    ("1–2 characters", "zo"),
    ("1–2 characters, rare", "qx"),
    ("no match", "xyzzy"),
    ("accents (folded)", "ZOË"),
  ]

  func run() async throws {
    var store = try await PostgresStore.open(
      PostgresAddress(database), password: ProcessInfo.processInfo.environment["PGPASSWORD"])
    if sorted {
      store = store.searching(by: PostgresSearchPlan(sortedMatches: .max, walkedRows: 0))
    }
    print("| search | query | first window: contacts | first window ms | next window ms |")
    print("| --- | --- | ---: | ---: | ---: |")
    for (name, query) in Self.cases {
      let first = try await store.page(PageRequest(query: query))
      let cursor = first.contacts.last?.position
      let timings = try await Timing.interleaved(
        repetitions,
        [
          { _ = try await store.page(PageRequest(query: query)) },
          {
            guard let cursor else { return }
            _ = try await store.page(PageRequest(.after(cursor), query: query))
          },
        ])
      let next = cursor == nil ? "–" : Self.format(timings[1])
      print(
        "| \(name) | `\(query)` | \(first.contacts.count)\(first.hasNext ? "+" : "") | "
          + "\(Self.format(timings[0])) | \(next) |")
    }
    print(
      "\nMedian (p95) ms of \(repetitions) runs, \(sorted ? "matches sorted" : "standard plan").")
  }

  private static func format(_ timing: Timing) -> String {
    String(format: "%.1f (%.1f)", timing.median, timing.p95)
  }
}
