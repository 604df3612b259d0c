import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The app on a real socket: Host names, body limits and concurrent writers.
@Suite("Live server", .onItsOwnThread, .tags(.slow))
struct LiveServerTests {
  @Test func whileBoundToLoopbackAForeignHostIsRefused() async throws {
    try await makeApp(repository: ContactDatabase.inMemory()).test(.live) { client in
      let port = try #require(client.port)
      for (authority, status) in [
        ("evil.example:\(port)", HTTPResponse.Status.forbidden), ("evil.example", .forbidden),
        ("localhost:\(port)", .ok), ("127.0.0.1:\(port)", .ok), ("[::1]:\(port)", .ok),
      ] {
        let response = try await get("/mvvm/", port: port, authority: authority)
        #expect(response.status == status, "Host: \(authority)")
      }
    }
  }

  @Test func boundToEveryAddressAnyHostIsServed() async throws {
    let repository = try ContactDatabase.inMemory()
    let app = ContactsWebApp.application(configuration: .init(host: "0.0.0.0", port: 0)) {
      $0.app(repository)
    }
    try await app.test(.live) { client in
      let response = try await get(
        "/mvvm/", port: try #require(client.port), authority: "laptop.lan")
      #expect(response.status == .ok)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aBodyOverTheLimitGets413AndTheServerGoesOnServing(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.live) { client in
      let session = try await client.openAddPage(build)
      let huge = String(repeating: "a", count: WebRequestContext.bodyLimit)
      let tooLarge = try await client.submit(
        build, firstName: huge, lastName: "Lovelace", session: session)
      #expect(tooLarge.status == .contentTooLarge)
      #expect(tooLarge.headers[.contentSecurityPolicy] != nil)
      #expect(tooLarge.alert == "The form was too large. Names are short; please try again.")
      let next = try await client.submit(
        build, firstName: "Ada", lastName: "Lovelace", session: session)
      #expect(next.status == .seeOther)
      #expect(try await storedNames(store) == ["Ada Lovelace"])
      #expect(try await client.get(build.listPath).listedNames == ["Ada Lovelace"])
    }
  }

  /// Each add waits for its answer however long the machine takes, bounded by the time limit:
  /// the whole suite shares two cores, and a fixed per-request deadline timed out under it.
  @Test(.timeLimit(.minutes(5)))
  func fiftyConcurrentAddsAcrossBothBuildsLoseNone() async throws {
    let folder = try makeTemporaryDirectory()
    let store = try ContactDatabase.openFile(at: folder.appendingPathComponent("c.sqlite").path)
    try await makeApp(repository: store).test(.live) { client in
      let session = try await client.openAddPage(.viper)
      let port = try #require(client.port)
      let answers = try await withThrowingTaskGroup(of: Answer.self) { group in
        for number in 1...50 {
          group.addTask {
            try await Self.add(
              number.isMultiple(of: 2) ? .mvvm : .viper, lastName: "Number \(number)",
              session: session, port: port)
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      // Each add answers as a browser's form expects: 303 to its build's list.
      let astray = answers.filter {
        $0.status != 303 || !($0.location ?? "").hasPrefix($0.build.listPath)
      }
      #expect(answers.count == 50 && astray.isEmpty, "\(astray)")
      let expected = (1...50).map { "Person Number \($0)" }.sorted()
      #expect(try await storedNames(store).sorted() == expected)
      #expect(try await client.get("/mvvm/").listedNames.sorted() == expected)
    }
  }

  /// Posts the add form of `build` on a connection of its own, as a browser at
  /// `localhost:port` would.
  private static func add(
    _ build: Architecture, lastName: String, session: AddPageSession, port: Int
  ) async throws -> Answer {
    let authority = "localhost:\(port)"
    let body = formEncoded([
      ("csrf", session.token), ("firstName", "Person"), ("lastName", lastName),
      ("action", "done"),
    ])
    return try await TestClient.withClient(
      host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(300))
    ) { connection in
      let answer = try await connection.execute(
        .init(
          build.addPath, method: .post, authority: authority,
          headers: [
            .contentType: "application/x-www-form-urlencoded", .cookie: session.cookie,
            .origin: "http://\(authority)",
          ], body: ByteBuffer(string: body)))
      return Answer(build: build, status: answer.status.code, location: answer.headers[.location])
    }
  }

  private struct Answer: Sendable {
    let build: Architecture
    let status: Int
    let location: String?
  }

  /// `GET path` on a fresh connection whose `Host` is `authority`.
  private func get(_ path: String, port: Int, authority: String) async throws -> TestClient.Response
  {
    try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
      try await client.execute(.init(path, method: .get, authority: authority))
    }
  }
}
