import ContactsTestSupport
import Foundation
import Testing

/// `contacts serve` as a person runs it: the line it prints, and Ctrl-C.
@Suite("contacts serve", .tags(.slow))
struct ServeCommandTests {
  @Test func serveSaysWhereItRunsServesBothBuildsAndStopsCleanlyOnCtrlC() async throws {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let server = try await ServerProcess.contacts(database: path)
    defer { server.process.kill() }
    #expect(server.announcement.hasPrefix("Contacts is running at http://127.0.0.1:"))
    #expect(
      server.announcement.hasSuffix(
        "/ (MVVM: \(server.baseURL)mvvm/, VIPER: \(server.baseURL)viper/, CardDAV: \(server.baseURL)dav/). Press Ctrl-C to stop."
      ))
    for path in ["/", "/mvvm/", "/viper/"] {
      // Connected and sent at once, on no event loop: a client on the process's shared one,
      // beside the other suites' servers and clients, was once held up past the server's 10 s
      // header deadline in a busy run ("I/O on closed channel").
      let connection = try RawConnection(port: server.port)
      try await connection.send(
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
      let answer = try await connection.receive(until: RawConnection.head)
      #expect(answer.text.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(path): \(answer.text.prefix(80))")
    }
    server.process.interrupt()
    #expect(try await server.process.exitStatus() == 0)
    #expect(server.process.output.hasSuffix("Stopped.\n"))
  }

  @Test func aPortInUseIsReportedInWords() async throws {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let first = try await ServerProcess.contacts(database: path)
    defer { first.process.kill() }
    let second = try ChildProcess(
      try BuiltProducts.contacts, ["serve", "--port", "\(first.port)", "--database", path])
    #expect(try await second.exitStatus() == 1)
    #expect(
      second.output
        == "Error: port \(first.port) is already in use on 127.0.0.1; stop the other program or "
        + "choose another with --port\n")
  }

  @Test func serveRefusesAPortOutOfRange() async throws {
    let serve = try ChildProcess(try BuiltProducts.contacts, ["serve", "--port", "70000"])
    #expect(try await serve.exitStatus() != 0)
    #expect(serve.output.contains("--port must be 0 to 65535."))
  }
}
