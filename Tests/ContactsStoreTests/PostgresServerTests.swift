import ContactsTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The PostgreSQL server the PostgreSQL store's tests run on (issue 34): one a test process
/// starts and owns, a database for each test, and a cluster of a test's own to kill.
@Suite("A PostgreSQL server for the tests", .tags(.slow), .enabled(if: PostgresServer.available))
struct PostgresServerTests {
  @Test func theSharedServerAnswers() async throws {
    let server = try await PostgresServer.shared
    #expect(try await server.psql(["select 1"]) == "1\n")
  }

  @Test func eachDatabaseIsNewEmptyAndItsOwn() async throws {
    let server = try await PostgresServer.shared
    let first = try await server.makeDatabase()
    let second = try await server.makeDatabase()
    #expect(first != second)
    if ProcessInfo.processInfo.environment[PostgresServer.serverVariable] == nil {
      #expect(first.wholeMatch(of: /postgres:\/\/contacts@127\.0\.0\.1:\d+\/book_\d+_\d+/) != nil)
    }
    _ = try await server.psql(
      ["create table marks (name text)", "insert into marks values ('first')"], in: first)
    #expect(try await server.psql(["select name from marks"], in: first) == "first\n")
    let tables = "select count(*) from pg_tables where schemaname = 'public'"
    #expect(try await server.psql([tables], in: second) == "0\n")
    let trigrams = "select extname from pg_extension where extname = 'pg_trgm'"
    #expect(try await server.psql([trigrams], in: second) == "pg_trgm\n")
  }

  @Test func databasesMadeAtOnceAllDiffer() async throws {
    let server = try await PostgresServer.shared
    let made = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<6 { group.addTask { try await server.makeDatabase() } }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(Set(made).count == 6)
  }

  @Test func aKilledServerRestartsWithEveryRowItAcknowledged() async throws {
    let cluster = try await PostgresServer.start()
    let book = try await cluster.server.makeDatabase()
    _ = try await cluster.server.psql(
      ["create table kept (name text)", "insert into kept values ('Ada Lovelace')"], in: book)
    let killed = cluster.process
    let workers = killed.childIdentifiers
    #expect(!workers.isEmpty)
    cluster.kill()
    #expect(killed.wasKilledBySignal)
    #expect(workers.allSatisfy(ChildProcess.hasExited))
    try await cluster.restart()
    #expect(cluster.process.processIdentifier != killed.processIdentifier)
    #expect(cluster.process.output.contains("automatic recovery in progress"))
    #expect(try await cluster.server.psql(["select name from kept"], in: book) == "Ada Lovelace\n")
  }

  @Test func aServerListensOnLoopbackOnlyAsItself() async throws {
    let cluster = try await PostgresServer.start()
    let pid = cluster.process.processIdentifier
    #expect(listeningAddresses(of: pid) == ["127.0.0.1:\(cluster.port)"])
    // The child is postgres itself, not a wrapper that started it: setpriv execs it.
    let program = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
    #expect(program.hasSuffix("/postgres"))
    if getuid() == 0 {
      let postgres = try #require(getpwnam("postgres")).pointee.pw_uid
      let status = try #require(procText("/proc/\(pid)/status"))
      let uids = status.split(separator: "\n").first { $0.hasPrefix("Uid:") }
      #expect(uids?.split(separator: "\t").dropFirst().allSatisfy { $0 == "\(postgres)" } == true)
    }
  }
}
