import ContactsDomain
import ContactsPostgres
import ContactsTestSupport
import Foundation
import Testing

/// One `PostgresStore` (one server's) while PostgreSQL is killed under it and restarted
/// (issue 34): what it acknowledged is kept, what it is asked while PostgreSQL is down fails
/// with a sentence, and the same store works again once PostgreSQL is back.
@Suite(
  "A PostgreSQL store whose server is killed and restarted", .tags(.slow),
  .enabled(if: PostgresServer.available))
struct PostgresKilledServerTests {
  private static func draft(_ tag: String) throws -> ContactDraft {
    try ContactDraft(ContactForm(firstName: "Killed", lastName: tag, note: "note of \(tag)"))
  }

  @Test func writesInFlightWhenPostgreSQLIsKilledLoseNothingAcknowledged() async throws {
    let cluster = try await PostgresServer.start()
    let book = try await cluster.server.makeDatabase()
    let store = try await PostgresStore.open(
      try PostgresAddress(book), password: nil, connections: 4)
    let acknowledged = Counter()
    let tags = TagList()
    // Four writers, each adding one contact after another until one fails; the tenth
    // acknowledged kills PostgreSQL under the others' writes.
    let failures = await withTaskGroup(of: (any Error)?.self) { group in
      for writer in 0..<4 {
        group.addTask {
          for index in 0... {
            let tag = "w\(writer)-\(index)"
            tags.append(tag, acknowledged: false)
            do {
              _ = try await store.create(try Self.draft(tag))
            } catch {
              return error
            }
            tags.append(tag, acknowledged: true)
            if acknowledged.next() == 10 { cluster.kill() }
          }
          return nil
        }
      }
      return await group.reduce(into: [any Error]()) { $0 += [$1].compactMap { $0 } }
    }
    #expect(failures.count == 4)
    for failure in failures {
      #expect((failure as? ContactStoreError)?.isUnavailable == true, "\(failure)")
    }

    // While PostgreSQL is down, reads and writes fail at once, in words.
    let read = await #expect(throws: ContactStoreError.self) { try await store.allContacts() }
    #expect(read?.isUnavailable == true)
    let message = read?.message ?? ""
    #expect(message.hasPrefix("cannot open the database at \(book) ("), "\(message)")
    let write = await #expect(throws: ContactStoreError.self) {
      try await store.create(try Self.draft("while-down"))
    }
    #expect(write?.isUnavailable == true)

    try await cluster.restart()
    let after = try await store.create(try Self.draft("after"))
    let kept = try await store.allContacts()
    let byName = Dictionary(uniqueKeysWithValues: kept.map { ($0.lastName, $0.note) })
    #expect(byName.count == kept.count, "a contact is in the book twice")
    for tag in tags.acknowledged + ["after"] {
      #expect(byName[tag] == "note of \(tag)", "\(tag) was lost")
    }
    let sent = Set(tags.sent + ["after"])
    for contact in kept {
      #expect(sent.contains(contact.lastName), "\(contact.lastName) was never sent")
      #expect(contact.note == "note of \(contact.lastName)", "\(contact.lastName) is not whole")
    }
    #expect(kept.contains { $0.id == after.id })
  }

  @Test func connectionsIdleWhilePostgreSQLRestartedAreDroppedNotFailed() async throws {
    let cluster = try await PostgresServer.start()
    let book = try await cluster.server.makeDatabase()
    let store = try await PostgresStore.open(
      try PostgresAddress(book), password: nil, connections: 4)
    // Reads at once leave connections idle, kept for the next.
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<4 { group.addTask { _ = try await store.allContacts() } }
      try await group.waitForAll()
    }
    let others =
      "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
      + "AND pid <> pg_backend_pid()"
    let idle = try await cluster.server.psql([others], in: book)
    #expect((Int(idle.trimmingCharacters(in: .newlines)) ?? 0) >= 1, "\(idle)")
    try await cluster.restart()
    // The next writes take the connections PostgreSQL's restart closed, and get new ones.
    for index in 0..<4 {
      _ = try await store.create(try Self.draft("after-\(index)"))
    }
    #expect(try await store.allContacts().map(\.lastName).sorted() == (0..<4).map { "after-\($0)" })
  }
}

/// The tags the writers sent, and those acknowledged, in order.
private final class TagList: @unchecked Sendable {
  private let lock = NSLock()
  private var all: [(tag: String, acknowledged: Bool)] = []

  func append(_ tag: String, acknowledged: Bool) {
    lock.withLock { all.append((tag, acknowledged)) }
  }

  var sent: [String] { lock.withLock { all.filter { !$0.acknowledged }.map(\.tag) } }
  var acknowledged: [String] { lock.withLock { all.filter(\.acknowledged).map(\.tag) } }
}
