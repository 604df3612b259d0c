import ContactsBuilds
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import ContactsWeb

/// `contacts serve` on a PostgreSQL book, killed mid-write (issue 34): a server with SIGKILL
/// while another goes on serving the book, or PostgreSQL itself under a server that stays up.
/// Every write a client was answered for (303 from a form, 201 from a PUT) is in the book after;
/// one that got no answer may or may not be, but never half of one.
@Suite(
  "Servers and PostgreSQL killed mid-write", .tags(.slow), .enabled(if: PostgresServer.available),
  .timeLimit(.minutes(10)))
struct KilledMidWriteTests {
  @Test func aServerKilledMidWriteLosesNothingItAcknowledged() async throws {
    let cluster = try await PostgresServer.start()
    let book = try await cluster.server.makeDatabase()
    let doomed = try await ServerProcess.contacts(database: book)
    let survivor = try await ServerProcess.contacts(database: book)
    defer {
      doomed.stop()
      survivor.stop()
    }
    let clients = [try await BookClient.open(doomed), try await BookClient.open(survivor)]
    let writes = WriteLedger()
    await withTaskGroup(of: Void.self) { group in
      for (server, client) in zip(["k", "s"], clients) {
        for (number, kind) in WriteKind.all.enumerated() {
          group.addTask {
            // Through the server to be killed: until a write gets no answer. Through the
            // other: until it has been answered for three writes sent after the kill (at most
            // 200, should the kill never come).
            for index in 0..<(server == "k" ? Int.max : 200) {
              guard server == "k" || writes.sentAfterTheKill(by: "\(server)\(number)") < 3 else {
                return
              }
              let tag = "\(server)\(number)-\(index)"
              writes.sending(tag, by: "\(server)\(number)")
              guard let status = await client.send(kind, tag: tag).status else { return }
              guard status == kind.success else { return writes.refused(tag, status) }
              // The twelfth write the doomed server acknowledged kills it: the other two
              // clients' writes are then in flight, or on their way.
              if writes.acknowledged(tag, through: server) == 12 && server == "k" {
                doomed.process.kill()
                writes.killed()
              }
            }
          }
        }
      }
    }
    #expect(doomed.process.wasKilledBySignal)
    #expect(writes.refusals.isEmpty, "\(writes.refusals)")
    #expect(writes.acknowledged(through: "k").count >= 12)
    #expect(writes.acknowledged(through: "s").count >= 3 * WriteKind.all.count)

    let seenBySurvivor = try await clients[1].cards()
    writes.expectKept(in: seenBySurvivor)
    let restarted = try await ServerProcess.contacts(database: book)
    defer { restarted.stop() }
    let seenAfterTheRestart = try await BookClient.open(restarted).cards()
    #expect(seenAfterTheRestart == seenBySurvivor)
  }

  @Test func postgreSQLKilledMidWriteLosesNothingAcknowledgedAndTheSameServerWritesAgain()
    async throws
  {
    let cluster = try await PostgresServer.start()
    let book = try await cluster.server.makeDatabase()
    let server = try await ServerProcess.contacts(database: book)
    defer { server.stop() }
    let client = try await BookClient.open(server)
    let writes = WriteLedger()
    let endings = await withTaskGroup(of: Int?.self) { group in
      for (number, kind) in WriteKind.all.enumerated() {
        group.addTask {
          for index in 0... {
            let tag = "w\(number)-\(index)"
            writes.sending(tag, by: "w\(number)")
            let answer = await client.send(kind, tag: tag)
            guard answer.status == kind.success else { return answer.status }
            // The tenth acknowledged write kills PostgreSQL under the others.
            if writes.acknowledged(tag, through: "w") == 10 { cluster.kill() }
          }
          return nil
        }
      }
      return await group.reduce(into: [Int?]()) { $0.append($1) }
    }
    // The server stayed up, and answered each write it could not make with 503 and a sentence.
    #expect(server.process.isRunning)
    #expect(endings == Array(repeating: Int?(503), count: WriteKind.all.count))
    let down = try await client.get("/viper/")
    #expect(down.status == .serviceUnavailable)
    #expect(down.text.contains("cannot open the database at \(book)"), "\(down.text)")
    let put = await client.send(.card, tag: "while-down")
    #expect(put.status == 503)
    #expect(put.body.contains("cannot open the database at \(book)"), "\(put.body)")

    try await cluster.restart()
    // The same server, its idle connections dead: it connects again and writes.
    for (number, kind) in WriteKind.all.enumerated() {
      let tag = "after-\(number)"
      writes.sending(tag, by: "after")
      let answer = await client.send(kind, tag: tag)
      #expect(answer.status == kind.success, "\(kind): \(answer.body)")
      if answer.status == kind.success { _ = writes.acknowledged(tag, through: "w") }
    }
    #expect(writes.acknowledged(through: "w").count >= 10 + WriteKind.all.count)
    writes.expectKept(in: try await client.cards())
  }
}

/// What a client writes: a contact through a build's add form, or a card PUT through CardDAV.
private enum WriteKind: Sendable, CustomStringConvertible {
  case form(Architecture)
  case card

  static let all: [WriteKind] = [.form(.mvvm), .form(.viper), .card]

  /// The status that acknowledges it: the form's 303 to the list, the PUT's 201 Created.
  var success: Int {
    switch self {
    case .form: 303
    case .card: 201
    }
  }

  /// The name the contact written for `tag` has in the book.
  static func name(_ tag: String, card: Bool) -> String { card ? "Card \(tag)" : "Form \(tag)" }

  var description: String {
    switch self {
    case .form(let build): "the \(build) form"
    case .card: "a PUT"
    }
  }
}

/// A client of one `contacts serve`, each request on a connection of its own: a browser's
/// add form (with the CSRF token its page gave) and a CardDAV client.
private struct BookClient: Sendable {
  let port: Int
  private let token: String

  /// What a write was answered: its status and body; no status when the connection ended or
  /// was refused without an answer (the body then says why).
  struct Answer: Sendable {
    let status: Int?
    let body: String
  }

  private init(port: Int, token: String) {
    self.port = port
    self.token = token
  }

  /// A client of `server`, once its add page gave the form's token.
  static func open(_ server: ServerProcess) async throws -> BookClient {
    let page = try await BookClient(port: server.port, token: "").get("/viper/add")
    let token = try #require(
      page.text.firstMatch(of: /name="csrf" value="([0-9a-f]+)"/).map { String($0.output.1) },
      "the add page has no token:\n\(page.text)")
    return BookClient(port: server.port, token: token)
  }

  /// Sends the write of `kind` for `tag` (its name and note say the tag).
  func send(_ kind: WriteKind, tag: String) async -> Answer {
    let request: TestClient.Request
    switch kind {
    case .form(let build):
      let fields = [
        ("csrf", token), ("firstName", "Form"), ("lastName", tag), ("note", "note of \(tag)"),
        ("action", "done"),
      ]
      request = .init(
        build.addPath, method: .post, authority: authority,
        headers: [
          .contentType: "application/x-www-form-urlencoded",
          .cookie: "\(CSRFToken.cookieName)=\(token)", .origin: "http://\(authority)",
        ],
        body: ByteBuffer(string: formEncoded(fields)))
    case .card:
      let card = [
        "BEGIN:VCARD", "VERSION:3.0", "UID:\(tag)", "FN:\(WriteKind.name(tag, card: true))",
        "N:\(tag);Card;;;", "NOTE:note of \(tag)", "END:VCARD", "",
      ].joined(separator: "\r\n")
      request = .init(
        "/dav/books/default/contacts/\(tag).vcf", method: .put, authority: authority,
        headers: [.contentType: "text/vcard; charset=utf-8", .ifNoneMatch: "*"],
        body: ByteBuffer(string: card))
    }
    do {
      let answer = try await execute(request)
      return Answer(status: answer.status.code, body: answer.text)
    } catch {
      return Answer(status: nil, body: "\(error)")
    }
  }

  /// `GET path`.
  func get(_ path: String) async throws -> TestClient.Response {
    try await execute(.init(path, method: .get, authority: authority))
  }

  /// Every card of the book as the server exports it, by the name each has: its note.
  func cards() async throws -> [String: String] {
    let export = try await get("/viper/export.vcf")
    #expect(export.status == .ok)
    var cards: [String: String] = [:]
    for card in export.text.components(separatedBy: "BEGIN:VCARD").dropFirst() {
      let lines = card.components(separatedBy: "\r\n")
      let value = { (name: String) in
        lines.first { $0.hasPrefix("\(name):") }.map { String($0.dropFirst(name.count + 1)) }
      }
      let name = value("FN") ?? "(no name)"
      #expect(cards[name] == nil, "\(name) is in the book twice")
      cards[name] = value("NOTE") ?? "(no note)"
    }
    return cards
  }

  private var authority: String { "localhost:\(port)" }

  private func execute(_ request: TestClient.Request) async throws -> TestClient.Response {
    try await TestClient.withClient(
      host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(300))
    ) { try await $0.execute(request) }
  }
}

extension TestClient.Response {
  fileprivate var text: String { body.map { String(buffer: $0) } ?? "" }
}

/// The writes the clients sent, those acknowledged (by server), those refused, and whether
/// the kill happened: what the book must hold after.
private final class WriteLedger: @unchecked Sendable {
  private let lock = NSLock()
  private var sent: Set<String> = []
  private var acknowledgedBy: [String: [String]] = [:]
  private var refused: [String: Int] = [:]
  private var isKilled = false
  private var sentAfterKill: [String: Int] = [:]

  func sending(_ tag: String, by client: String) {
    lock.withLock {
      sent.insert(tag)
      if isKilled { sentAfterKill[client, default: 0] += 1 }
    }
  }

  /// Records `tag` acknowledged by `server`; how many `server` has acknowledged.
  func acknowledged(_ tag: String, through server: String) -> Int {
    lock.withLock {
      acknowledgedBy[server, default: []].append(tag)
      return acknowledgedBy[server, default: []].count
    }
  }

  func acknowledged(through server: String) -> [String] {
    lock.withLock { acknowledgedBy[server, default: []] }
  }

  func refused(_ tag: String, _ status: Int) {
    lock.withLock { refused[tag] = status }
  }

  var refusals: [String: Int] { lock.withLock { refused } }

  func killed() {
    lock.withLock { isKilled = true }
  }

  /// How many writes `client` sent after the kill (all acknowledged, or it would have stopped).
  func sentAfterTheKill(by client: String) -> Int {
    lock.withLock { sentAfterKill[client, default: 0] }
  }

  /// Expects `cards` (name: note) to hold every acknowledged write, whole, and nothing that
  /// was not sent; a write sent but not answered may be there, whole, or not at all.
  func expectKept(in cards: [String: String]) {
    let (sent, acknowledged) = lock.withLock {
      (self.sent, acknowledgedBy.values.flatMap { $0 })
    }
    for tag in acknowledged {
      let kept = [true, false].contains { cards[WriteKind.name(tag, card: $0)] == "note of \(tag)" }
      #expect(kept, "\(tag) was lost")
    }
    var tags: [String: String] = [:]
    for tag in sent {
      for card in [true, false] { tags[WriteKind.name(tag, card: card)] = tag }
    }
    for (name, note) in cards {
      #expect(tags[name] != nil, "\(name) was never sent")
      #expect(tags[name].map { "note of \($0)" } == note, "\(name) is not whole: note \(note)")
    }
  }
}
