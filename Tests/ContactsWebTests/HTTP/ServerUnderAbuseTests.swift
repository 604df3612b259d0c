import ContactsDomain
import ContactsStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The server on a real socket against clients that misbehave: silent ones, too many ones, and
/// uploads that were never going to be accepted.
@Suite("Server under abuse")
struct ServerUnderAbuseTests {
  private func app(_ configuration: WebConfiguration) throws -> some ApplicationProtocol {
    ContactsWebApp.application(repository: try ContactDatabase.inMemory(), configuration: configuration)
  }

  @Test func aSilentConnectionIsClosedAfterTheIdleTimeout() async throws {
    let configuration = WebConfiguration(port: 0, idleTimeout: .seconds(1))
    try await app(configuration).test(.live) { client in
      let silent = try RawConnection(port: try #require(client.port))
      let started = ContinuousClock.now
      #expect(silent.receive(silence: .seconds(5)).closed)
      #expect(ContinuousClock.now - started < .seconds(4))
    }
  }

  @Test func connectionsOverTheLimitWaitUntilOneCloses() async throws {
    let configuration = WebConfiguration(port: 0, maximumConnections: 2)
    try await app(configuration).test(.live) { client in
      let port = try #require(client.port)
      var first: RawConnection? = try RawConnection(port: port)
      let second = try RawConnection(port: port)
      _ = (first, second)
      try await Task.sleep(for: .milliseconds(200))
      let third = try RawConnection(port: port)
      try third.send("GET /mvvm/ HTTP/1.1\r\nHost: localhost\r\n\r\n")
      #expect(third.receive(silence: .seconds(1)).text.isEmpty)
      first = nil
      #expect(third.receive(silence: .seconds(3)).text.hasPrefix("HTTP/1.1 200 OK"))
    }
  }

  @Test(arguments: ["", "Origin: http://evil.example\r\n"])
  func anUploadThatCannotBeOursIsRefusedBeforeItsBodyIsRead(_ header: String) async throws {
    try await app(.init(port: 0)).test(.live) { client in
      let upload = try RawConnection(port: try #require(client.port))
      let cookie = header.isEmpty ? "" : "Cookie: contacts_csrf=\(String(repeating: "a", count: 64))\r\n"
      try upload.send(
        "POST /viper/import HTTP/1.1\r\nHost: localhost\r\n\(header)\(cookie)"
          + "Content-Type: multipart/form-data; boundary=b0\r\n"
          + "Content-Length: \(TransferRoutes.maximumImportSize)\r\n\r\n--b0\r\n")
      try upload.send(Data(count: 1024 * 1024))
      // The other 49 MiB are never sent: the answer must not wait for them.
      let answer = upload.receive(silence: .seconds(5)).text
      #expect(answer.hasPrefix("HTTP/1.1 403 Forbidden"), "\(answer.prefix(200))")
    }
  }

  @Test func aChunkSizeThatOverflowsGets400() async throws {
    try await app(.init(port: 0)).test(.live) { client in
      let session = try await client.openAddPage(.mvvm)
      let connection = try RawConnection(port: try #require(client.port))
      try connection.send(
        "POST /mvvm/add HTTP/1.1\r\nHost: localhost\r\nCookie: \(session.cookie)\r\n"
          + "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n"
          + "ffffffffffffffffff\r\nabc\r\n0\r\n\r\n")
      let answer = connection.receive(silence: .seconds(3)).text
      #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request"), "\(answer.prefix(200))")
    }
  }
}
