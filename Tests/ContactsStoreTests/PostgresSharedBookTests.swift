import ContactsDomain
import ContactsPostgres
import ContactsTestSupport
import Foundation
import PostgresNIO
import Testing

/// Several servers, one book (issue 34): each `PostgresStore` here is one server's, opened on
/// one database of the test server.
@Suite(
  "Servers on one PostgreSQL database share one book's accounts, sync memory, files and served cards",
  .enabled(if: PostgresServer.available))
struct PostgresSharedBookTests {
  /// `count` stores opened at once on one new database.
  private func servers(_ count: Int) async throws -> [PostgresStore] {
    let address = try PostgresAddress(try await PostgresServer.shared.makeDatabase())
    return try await withThrowingTaskGroup(of: PostgresStore.self) { group in
      for _ in 0..<count {
        group.addTask { try await PostgresStore.open(address, password: nil, connections: 2) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
  }

  /// Runs `write` through every store at once: the bodies the writes that won wrote, and the
  /// errors of those refused.
  private static func race(
    _ stores: [PostgresStore],
    _ write: @escaping @Sendable (Int, PostgresStore) async throws -> Data
  ) async -> (won: [Data], refusals: [any Error]) {
    let outcomes = await withTaskGroup(of: Result<Data, any Error>.self) { group in
      for (index, store) in stores.enumerated() {
        group.addTask {
          do {
            return .success(try await write(index, store))
          } catch {
            return .failure(error)
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    return (
      outcomes.compactMap { try? $0.get() },
      outcomes.compactMap { outcome in
        guard case .failure(let error) = outcome else { return nil }
        return error
      }
    )
  }

  /// How many migrations the database at `address` has applied.
  private func migrationsApplied(at address: PostgresAddress) async throws -> Int? {
    try await PostgresDatabase(address: address, password: nil, size: 1).read { session in
      try session.value("SELECT count(*) FROM contacts_migration", as: Int.self)
    }
  }

  @Test func whatOneServerWritesTheOtherReadsAtOnce() async throws {
    // A whole second: a time read back from a double may differ from the Date in its last bit.
    let clock = ManualClock()
    let stores = try await servers(2).map { $0.telling(time: clock.now) }
    let (one, other) = (stores[0], stores[1])
    let ada = try await one.addAccount("ada", passwordHash: "hash")
    #expect(try await other.accounts() == [ada])

    let home = SyncAccount(name: "home", url: "https://dav.example.com/", username: "ada")
    try await one.ledger.addAccount(home)
    var batch = LedgerWrite(account: home)
    batch.account.syncToken = "token-1"
    batch.saved = [LedgerEntry(href: "/a.vcf", uid: "a", etag: #""1""#)]
    try await other.ledger.apply(batch)
    #expect(try await one.ledger.accounts().map(\.syncToken) == ["token-1"])
    #expect(try await one.ledger.records(account: "home") == batch.saved)
    await #expect(throws: SyncLedgerError.accountExists("home")) {
      try await other.ledger.addAccount(home)
    }

    let folder = try await other.plainFiles.makePlainCollection(at: ["notes"], of: "ada")
    let body = Data("written through the other server\n".utf8)
    _ = try await one.plainFiles.putPlainFile(
      body, contentType: "text/plain", at: ["notes", "a.txt"], of: "ada", when: .absent)
    #expect(try await one.plainFiles.plainMembers(of: [], of: "ada") == [folder])
    #expect(try await other.plainFiles.plainFile(at: ["notes", "a.txt"], of: "ada")?.body == body)
  }

  @Test func eightServersStartingOnANewDatabaseMigrateItOnce() async throws {
    let alone = try await servers(1)[0]
    let together = try await servers(8)
    let applied = try #require(try await migrationsApplied(at: alone.address))
    #expect(applied > 1)
    #expect(try await migrationsApplied(at: together[0].address) == applied)
    // Every one of the eight works on the book the migrations made.
    for (index, store) in together.enumerated() {
      _ = try await store.addAccount("account-\(index)", passwordHash: "hash")
    }
    #expect(try await together[0].accounts().count == 8)
  }

  @Test func twoWritesOfOneFileWithTheSameIfMatchOneWinsTheOtherIsRefused() async throws {
    let stores = try await servers(2)
    _ = try await stores[0].plainFiles.makePlainCollection(at: ["s"], of: "ada")
    let first = try await stores[0].plainFiles.putPlainFile(
      Data("first".utf8), contentType: "text/plain", at: ["s", "f"], of: "ada", when: .none)
    guard case .created(let made) = first else {
      Issue.record("a new file is created, not \(first)")
      return
    }
    let tag = try #require(made.etag)
    let (won, refusals) = await Self.race(stores) { index, store in
      let body = Data("written by server \(index)".utf8)
      _ = try await store.plainFiles.putPlainFile(
        body, contentType: "text/plain", at: ["s", "f"], of: "ada", when: .matches(tag))
      return body
    }
    #expect(won.count == 1)
    #expect(refusals.map { $0 as? PlainFilesError } == [.preconditionFailed(path: "s/f")])
    // The winner's body is what both servers read: nothing half-written, nothing lost silently.
    for store in stores {
      #expect(try await store.plainFiles.plainFile(at: ["s", "f"], of: "ada")?.body == won.first)
    }
  }

  /// A card with `uid` for "First Last", as a client's PUT is read, and its bytes.
  private static func card(_ uid: String, _ first: String, _ last: String) throws -> (
    ContactImport, Data
  ) {
    (
      ContactImport(
        uid: uid, draft: try ContactDraft(ContactForm(firstName: first, lastName: last))),
      Data("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(first) \(last)\r\nEND:VCARD\r\n".utf8)
    )
  }

  @Test func aCardPutThroughOneServerIsServedByTheOtherAtOnceWithTheSameSyncToken() async throws {
    let stores = try await servers(2)
    let (one, other) = (stores[0], stores[1])
    let start = try await other.servedState()
    #expect(try await one.servedState() == start)
    let (ada, body) = try Self.card("ada", "Ada", "Lovelace")
    let write = try await one.put(ada, body: body, named: "ada.vcf", when: .absent)
    guard case .created(let entry) = write else {
      Issue.record("a new card is created, not \(write)")
      return
    }
    #expect(
      try await other.servedCards(named: ["ada.vcf"])
        == [ServedCard(entry: entry, content: .verbatim(body))])
    #expect(
      try await other.servedChanges(since: start, after: nil, limit: 10)
        == [
          ServedChange(name: "ada.vcf", etag: entry.etag, stamp: try await one.servedState().stamp)
        ])
    let now = try await one.servedState()
    #expect(now.stamp > start.stamp)
    #expect(try await other.servedState().syncToken == now.syncToken)
    // And a delete through the other is told by the first.
    try await other.delete(named: "ada.vcf", when: .matches(entry.etag))
    #expect(try await one.servedCards(named: ["ada.vcf"]).isEmpty)
    #expect(
      try await one.servedChanges(since: now, after: nil, limit: 10).map(\.etag) == [nil])
  }

  @Test func twoPutsOfOneCardWithTheSameIfMatchOneWinsTheOtherIsRefused() async throws {
    let stores = try await servers(2)
    let (ada, body) = try Self.card("ada", "Ada", "Lovelace")
    guard
      case .created(let made) = try await stores[0].put(
        ada, body: body, named: "ada.vcf", when: .absent)
    else {
      Issue.record("a new card is created")
      return
    }
    let (won, refusals) = await Self.race(stores) { index, store in
      let (edit, body) = try Self.card("ada", "Ada", "Server\(index)")
      _ = try await store.put(edit, body: body, named: "ada.vcf", when: .matches(made.etag))
      return body
    }
    #expect(won.count == 1)
    #expect(refusals.map { $0 as? ServedBookError } == [.preconditionFailed(name: "ada.vcf")])
    // The winner's card is what both servers serve: nothing half-written, nothing lost silently.
    for store in stores {
      #expect(
        try await store.servedCards(named: ["ada.vcf"]).map(\.content) == won.map { .verbatim($0) })
    }
  }
}
