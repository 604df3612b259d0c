import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The server on a real socket against clients that misbehave: silent ones, slow ones, too many
/// ones, and uploads that were never going to be accepted. Each waits on what the sockets say;
/// a `silence` given to `receive` is only a guard against a server that never answers. The
/// in-process servers and their test clients run on a thread of their own (`OwnThread`): on the
/// shared pool, a busy run once held the add page's answer past the test client's 20-second read
/// timeout ("I/O on closed channel").
@Suite("Server under abuse", .serialized, .onItsOwnThread, .tags(.slow))
struct ServerUnderAbuseTests {
  private func app(_ configuration: WebConfiguration) throws -> some ApplicationProtocol {
    let repository = try ContactDatabase.inMemory()
    return ContactsWebApp.application(configuration: configuration) { $0.app(repository) }
  }

  @Test func aSilentConnectionIsClosedAfterTheIdleTimeout() async throws {
    let configuration = WebConfiguration(
      port: 0, idleTimeout: .seconds(1), headerTimeout: .seconds(600))
    try await app(configuration).test(.live) { client in
      let silent = try RawConnection(port: try #require(client.port))
      #expect(try await silent.receive().closed)
    }
  }

  @Test func aClientThatSendsItsHeadersSlowlyIsClosedAtTheHeaderDeadline() async throws {
    let configuration = WebConfiguration(
      port: 0, idleTimeout: .seconds(600), headerTimeout: .seconds(1))
    try await app(configuration).test(.live) { client in
      let slow = try RawConnection(port: try #require(client.port))
      try await slow.send("GET /mvvm/ HTTP/1.1\r\nHost: localhost\r\n")
      let answer = try await slow.receive()
      #expect(answer.closed)
      #expect(answer.text.isEmpty, "\(answer.text.prefix(100))")
    }
  }

  @Test func aRequestIsAnsweredWhile300ClientsSendTheirHeadersSlowly() async throws {
    let server = try await ServerProcess.contacts(database: try databasePath())
    defer { server.process.kill() }
    var slow: [RawConnection] = []
    for _ in 0..<300 {
      let client = try RawConnection(port: server.port)
      try await client.send("GET /mvvm/ HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n")
      slow.append(client)
    }
    #expect(slow.count == 300)
    let answer = try await Self.get(port: server.port)
    #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(answer.prefix(100))")
    #expect(slow.count { !$0.isOpen } == 0, "connections closed")
  }

  @Test func aRequestIsAnsweredWhile1100ConnectionsSitIdle() async throws {
    // This process holds the 1,100 sockets: over macOS's default soft limit of 256.
    _ = OpenFileLimit.raised()
    let server = try await ServerProcess.contacts(database: try databasePath())
    defer { server.process.kill() }
    let idle = try (0..<1100).map { _ in try RawConnection(port: server.port) }
    #expect(idle.count == 1100)
    let answer = try await Self.get(port: server.port)
    #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(answer.prefix(100))")
    #expect(idle.count { !$0.isOpen } == 0, "connections closed")
  }

  /// 64 descriptors leave room for 32 connections: the 151st is let in by closing the one that
  /// has waited longest, never one being answered.
  @Test func outOfDescriptorsTheLongestWaitingConnectionIsClosedForANewOne() async throws {
    let server = try await ServerProcess.contacts(database: try databasePath(), openFiles: 64)
    defer { server.process.kill() }
    let clients = try (0..<150).map { _ in try RawConnection(port: server.port) }
    for client in clients.suffix(40) {
      try await client.send("GET /mvvm/ HTTP/1.1\r\nHost: localhost\r\n\r\n")
    }
    let answer = try await Self.get(port: server.port)
    #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(answer.prefix(100))")
    #expect(try await clients[0].receive().closed)
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
      let answer = try await upload.receive(until: RawConnection.head).text
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
      let answer = try await connection.receive(until: RawConnection.head).text
      #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request"), "\(answer.prefix(200))")
    }
  }

  private func databasePath() throws -> String {
    try makeTemporaryDirectory().appendingPathComponent("c.sqlite").path
  }

  /// The answer to a plain GET of the list on a new connection, read until the server closes it.
  private static func get(port: Int) async throws -> String {
    let connection = try RawConnection(port: port)
    try await connection.send(
      "GET /mvvm/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    return try await connection.receive().text
  }
}
