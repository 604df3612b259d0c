import ContactsDomain
import ContactsPostgres
import ContactsTestSupport
import Testing

@Suite(
  "A PostgreSQL book tells its watches of every write, through any server",
  .enabled(if: PostgresServer.available))
struct PostgresChangeWatchTests {
  @Test func aWriteThroughOneServerWakesTheWatchOfAnother() async throws {
    let url = try await PostgresServer.shared.makeDatabase()
    let one = try await PostgresStore.open(PostgresAddress(url), password: nil, connections: 2)
    let other = try await PostgresStore.open(PostgresAddress(url), password: nil, connections: 2)
    var changes = other.watch.changes().makeAsyncIterator()
    // Once as soon as it listens; then once for the write.
    #expect(await changes.next() != nil)
    _ = try await one.addAccount("ada", passwordHash: "hash")
    #expect(await changes.next() != nil)
    #expect(try await other.accounts().map(\.name) == ["ada"])
  }

  /// PostgreSQL killed and restarted under a live screen: the watch connects again on its own,
  /// tells once when it listens again (what was written meanwhile is read), and then tells of
  /// each write as before.
  @Test(.tags(.slow)) func aWatchListensAgainOncePostgreSQLIsBack() async throws {
    let cluster = try await PostgresServer.start()
    let book = try await cluster.server.makeDatabase()
    let store = try await PostgresStore.open(PostgresAddress(book), password: nil, connections: 2)
    var changes = store.watch.changes().makeAsyncIterator()
    #expect(await changes.next() != nil)
    cluster.kill()
    try await cluster.restart()
    #expect(await changes.next() != nil)
    _ = try await store.addAccount("ada", passwordHash: "hash")
    #expect(await changes.next() != nil)
    #expect(try await store.accounts().map(\.name) == ["ada"])
  }
}
