import ArgumentParser
import Foundation

/// `contacts-bench server`: `contacts serve` under a bounded load from wrk, over loopback.
struct ServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "server",
    abstract: "Requests per second and latency of the list page and of adding, for both builds.",
    discussion: """
      Starts the release `contacts serve` beside this tool on --database, loads it with wrk \
      (Debian's package) for --seconds per figure, and reads the server's peak memory from \
      /proc. The floor beside each figure is the same server answering a static asset. Contacts \
      the load adds are deleted afterwards, so the database keeps its size.
      """)

  @Option(help: "The database to serve (see contacts-bench --folder).")
  var database: String

  @Option(help: "Seconds of load per figure.")
  var seconds = 10

  @Option(help: "Open connections during the load.")
  var connections = 8

  func run() async throws {
    let server = try ServedApp(database: database)
    defer { server.stop() }
    let before = try server.maxContactID()
    var rows = [
      "| page | requests/s | p50 ms | p90 ms | p99 ms |", "| --- | ---: | ---: | ---: | ---: |",
    ]
    let floor = try Wrk.run(
      url: server.url + "assets/avatar.svg", seconds: seconds, connections: connections)
    rows.append(floor.row("static asset (the HTTP floor)"))
    for build in ["mvvm", "viper"] {
      let list = try Wrk.run(
        url: server.url + "\(build)/", seconds: seconds, connections: connections)
      rows.append(list.row("\(build) list, first window"))
      let token = try server.token(build: build)
      let add = try Wrk.run(
        url: server.url + "\(build)/add", seconds: seconds, connections: connections,
        script: Wrk.addScript(token: token, origin: String(server.url.dropLast())))
      rows.append(add.row("\(build) add (POST, 303)"))
    }
    let peak = try server.peakMemoryMiB()
    try server.deleteContacts(after: before)
    print(rows.joined(separator: "\n"))
    print("\nPeak memory of `contacts serve` during the load: \(String(format: "%.1f", peak)) MiB")
  }
}
