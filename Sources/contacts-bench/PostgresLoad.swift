import Foundation

/// The load of `clients` clients on one book in PostgreSQL, served by one `contacts serve` and
/// then by two on the same database (the clients split between them): the web's list page and
/// what a phone polling over CardDAV asks (a PROPFIND of the book's sync token, then a
/// sync-collection REPORT with it, nothing changed). pgbench's ceiling for the first page's
/// query with as many clients is measured in the same run, so the ratio can be read against it.
struct PostgresLoad {
  let url: String
  let clients: Int
  let seconds: Int
  let pgbenchRuns: Int
  /// The CPUs each server is held to (`CPUBudget`), as if each ran on a machine of its own;
  /// nil: both share the whole machine.
  let serverCPUs: Double?

  /// Requests a second through one and through two servers, of one kind of request.
  struct Figure {
    let name: String
    let one: [WrkResult]
    let two: [WrkResult]

    var row: String {
      let (single, double) = (total(one), total(two))
      let errors = (one + two).reduce(0) { $0 + $1.non2xx }
      return String(
        format: "| %@%@ | %.0f | %.0f | %.2f× | %.1f / %.1f |", name,
        errors > 0 ? " (\(errors) non-2xx/3xx)" : "", single, double, double / single,
        worst(one), worst(two))
    }

    private func total(_ results: [WrkResult]) -> Double {
      results.reduce(0) { $0 + $1.requestsPerSecond }
    }

    private func worst(_ results: [WrkResult]) -> Double {
      results.map(\.p99).max() ?? .nan
    }
  }

  /// The table, and pgbench's ceiling beside it.
  func run() throws -> String {
    let first = try ServedApp(database: url, cpus: serverCPUs)
    defer { first.stop() }
    let second = try ServedApp(database: url, cpus: serverCPUs)
    defer { second.stop() }
    let book = try carddavBook(of: first)
    let token = try syncToken(of: first.url + book)
    // Each half of the clients is one wrk: both on the first server, then one on each.
    let half = clients / 2
    func figure(_ name: String, path: String, script: String?) throws -> Figure {
      let one = try Wrk.together(
        [first.url + path, first.url + path], seconds: seconds, connections: half, threads: 1,
        script: script)
      let two = try Wrk.together(
        [first.url + path, second.url + path], seconds: seconds, connections: half, threads: 1,
        script: script)
      return Figure(name: name, one: one, two: two)
    }
    let figures = [
      try figure("web list page (GET /mvvm/)", path: "mvvm/", script: nil),
      try figure(
        "CardDAV: PROPFIND Depth 0, then sync-collection REPORT", path: book,
        script: Self.carddavScript(token: token)),
    ]
    let ceiling = try PostgresBenchCommand.pgbench(
      url: url, clients: clients, runs: pgbenchRuns)
    let held = serverCPUs.map { ", each server held to \($0.formatted()) CPUs" } ?? ""
    var lines = [
      "| \(clients) clients, \(seconds) s each\(held) | 1 server, requests/s "
        + "| 2 servers, requests/s | 2 ÷ 1 | p99 ms, 1 / 2 |",
      "| --- | ---: | ---: | ---: | ---: |",
    ]
    lines += figures.map(\.row)
    lines.append(
      "| pgbench, the first page's query (prepared, \(clients) clients, "
        + "\(pgbenchRuns) runs each) | \(ceiling.tps) transactions/s | | | |")
    return lines.joined(separator: "\n")
  }

  /// The path of the served book, found as a client finds it: the home's first collection.
  private func carddavBook(of server: ServedApp) throws -> String {
    let listing = try Command.output(
      "/usr/bin/curl",
      [
        "-s", "-X", "PROPFIND", "-H", "Depth: 1", "--data", Self.propfind,
        server.url + "dav/books/default/",
      ])
    let hrefs = listing.matches(of: /<(?:[A-Za-z]+:)?href>([^<]+)<\//).map { String($0.output.1) }
    guard let book = hrefs.first(where: { $0 != "/dav/books/default/" && $0.hasSuffix("/") })
    else { throw BenchFailure("no address book in the served home: \(listing)") }
    return String(book.dropFirst())
  }

  /// The sync token of the served book at `book` now.
  private func syncToken(of book: String) throws -> String {
    let answer = try Command.output(
      "/usr/bin/curl",
      ["-s", "-X", "PROPFIND", "-H", "Depth: 0", "--data", Self.propfind, book])
    guard let match = answer.firstMatch(of: /sync-token>([^<]+)</) else {
      throw BenchFailure("no sync token for \(book): \(answer)")
    }
    return String(match.output.1)
  }

  static let propfind = """
    <?xml version="1.0" encoding="utf-8"?>
    <d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop>\
    <d:resourcetype/><cs:getctag/><d:sync-token/></d:prop></d:propfind>
    """

  /// A wrk script taking turns: the book's PROPFIND Depth 0, then a sync-collection REPORT
  /// with `token`, as a phone polling for changes asks.
  static func carddavScript(token: String) -> String {
    let report = """
      <?xml version="1.0" encoding="utf-8"?>
      <d:sync-collection xmlns:d="DAV:"><d:sync-token>\(token)</d:sync-token>\
      <d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>
      """
    return """
      counter = 0
      request = function()
        counter = counter + 1
        if counter % 2 == 1 then
          return wrk.format("PROPFIND", nil, {
            ["Depth"] = "0", ["Content-Type"] = "application/xml; charset=utf-8"
          }, [[\(propfind)]])
        end
        return wrk.format("REPORT", nil, {
          ["Depth"] = "1", ["Content-Type"] = "application/xml; charset=utf-8"
        }, [[\(report)]])
      end
      """
  }
}
