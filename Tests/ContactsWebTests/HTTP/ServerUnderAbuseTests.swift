import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The server on a real socket against clients that misbehave: silent ones, too many ones, and
/// uploads that were never going to be accepted.
@Suite("Server under abuse", .tags(.slow))
struct ServerUnderAbuseTests {
  private func app(_ configuration: WebConfiguration) throws -> some ApplicationProtocol {
    ContactsWebApp.application(
      repository: try ContactDatabase.inMemory(), configuration: configuration)
  }

  @Test func aSilentConnectionIsClosedAfterTheIdleTimeout() async throws {
    let configuration = WebConfiguration(port: 0, idleTimeout: .seconds(1))
    try await app(configuration).test(.live) { client in
      let silent = try RawConnection(port: try #require(client.port))
      let started = ContinuousClock.now
      #expect(try await silent.receive(silence: .seconds(5)).closed)
      #expect(ContinuousClock.now - started < .seconds(4))
    }
  }

  /// In the real server: HummingbirdTesting's live server drops the connection limit.
  @Test func connectionsOverTheLimitWaitUntilOneCloses() async throws {
    let path = try makeTemporaryDirectory().appendingPathComponent("c.sqlite").path
    // 64 descriptors leave room for 32 connections.
    let server = try await ServerProcess(database: path, openFiles: 64)
    defer { server.process.kill() }
    var held = try (0..<40).map { _ in try RawConnection(port: server.port) }
    try await Task.sleep(for: .milliseconds(300))
    let waiting = try RawConnection(port: server.port)
    try await waiting.send("GET /mvvm/ HTTP/1.1\r\nHost: localhost\r\n\r\n")
    #expect(try await waiting.receive(silence: .seconds(1)).text.isEmpty)
    held.removeAll()
    let answer = try await waiting.receive(silence: .seconds(3)).text
    #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(answer.prefix(100))")
  }

  @Test func outOfDescriptorsTheServerStaysCalmAndAnswersOnceClientsLeave() async throws {
    let path = try makeTemporaryDirectory().appendingPathComponent("c.sqlite").path
    let server = try await ServerProcess(database: path, openFiles: 64)
    defer { server.process.kill() }
    var clients: [RawConnection] = []
    for _ in 0..<150 { clients.append(try RawConnection(port: server.port)) }
    for client in clients.prefix(40) {
      try await client.send("GET /mvvm/ HTTP/1.1\r\nHost: localhost\r\n\r\n")
    }
    try await Task.sleep(for: .seconds(1))
    let before = try server.process.cpuSeconds()
    try await Task.sleep(for: .seconds(3))
    let spent = try server.process.cpuSeconds() - before
    #expect(spent < 0.5, "\(spent) s of processor time in 3 s")
    clients = []
    let next = try RawConnection(port: server.port)
    try await next.send("GET /mvvm/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    let answer = try await next.receive(silence: .seconds(5))
    #expect(answer.text.hasPrefix("HTTP/1.1 200 OK"), "\(answer.text.prefix(100))")
  }

  @Test(arguments: ["", "Origin: http://evil.example\r\n"])
  func anUploadThatCannotBeOursIsRefusedBeforeItsBodyIsRead(_ header: String) async throws {
    try await app(.init(port: 0)).test(.live) { client in
      let upload = try RawConnection(port: try #require(client.port))
      let cookie =
        header.isEmpty ? "" : "Cookie: contacts_csrf=\(String(repeating: "a", count: 64))\r\n"
      try await upload.send(
        "POST /viper/import HTTP/1.1\r\nHost: localhost\r\n\(header)\(cookie)"
          + "Content-Type: multipart/form-data; boundary=b0\r\n"
          + "Content-Length: \(TransferRoutes.maximumImportSize)\r\n\r\n--b0\r\n")
      try await upload.send(Data(count: 1024 * 1024))
      // The other 49 MiB are never sent: the answer must not wait for them.
      let answer = try await upload.receive(silence: .seconds(5)).text
      #expect(answer.hasPrefix("HTTP/1.1 403 Forbidden"), "\(answer.prefix(200))")
    }
  }

  @Test func aChunkSizeThatOverflowsGets400() async throws {
    try await app(.init(port: 0)).test(.live) { client in
      let session = try await client.openAddPage(.mvvm)
      let connection = try RawConnection(port: try #require(client.port))
      try await connection.send(
        "POST /mvvm/add HTTP/1.1\r\nHost: localhost\r\nCookie: \(session.cookie)\r\n"
          + "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n"
          + "ffffffffffffffffff\r\nabc\r\n0\r\n\r\n")
      let answer = try await connection.receive(silence: .seconds(3)).text
      #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request"), "\(answer.prefix(200))")
    }
  }
}
