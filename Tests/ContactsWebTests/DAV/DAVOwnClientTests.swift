import ContactsCardDAV
import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import HummingbirdTesting
import Testing

/// Our own CardDAV client (what `contacts sync` runs) syncing two databases through our server,
/// over a real socket: the second device gets what the first added, and the first the second's
/// edit.
@Suite("Our CardDAV client syncing two books through our server")
struct DAVOwnClientTests {
  @Test func twoDatabasesMeetThroughOneServedBook() async throws {
    let harness = try await DAVHarness(accounts: ["ada": "secret"])
    try await harness.run(.live) { client in
      let url = "http://127.0.0.1:\(try #require(client.port))/dav/books/ada/contacts/"
      let first = try ContactDatabase.inMemory()
      let second = try ContactDatabase.inMemory()
      for database in [first, second] {
        try await database.ledger.addAccount(SyncAccount(name: "test", url: url, username: "ada"))
      }
      _ = try await first.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
      _ = try await first.create(try ContactDraft(firstName: "Alan", lastName: "Turing"))
      let pushed = try await Self.sync(first, url)
      #expect(pushed.counts.summary.contains("to the server +2"))
      try await Self.sync(second, url)
      #expect(try await Self.names(second) == ["Ada Lovelace", "Alan Turing"])

      let alan = try #require(
        try await second.exportContacts(after: nil, limit: 10).first {
          $0.contact.firstName == "Alan"
        })
      _ = try await second.update(
        id: alan.contact.id, with: try ContactDraft(firstName: "Alan", lastName: "Mathison"))
      try await Self.sync(second, url)
      let pulled = try await Self.sync(first, url)
      #expect(pulled.counts.summary.contains("from the server +0 ~1 -0"))
      #expect(try await Self.names(first) == ["Ada Lovelace", "Alan Mathison"])
      let quiet = try await Self.sync(first, url)
      #expect(!quiet.counts.changedAnything)
    }
  }

  @discardableResult
  private static func sync(_ database: ContactDatabase, _ url: String) async throws -> SyncReport {
    let connection = try CardDAVConnection(url: url, username: "ada", password: "secret")
    let book = try await CardDAVDiscovery.addressBook(connection)
    do {
      let account = try #require(try await database.ledger.accounts().first)
      let report = try await SyncEngine(contacts: database, ledger: database.ledger, remote: book)
        .sync(account)
      try await book.close()
      return report
    } catch {
      try await book.close()
      throw error
    }
  }

  private static func names(_ database: ContactDatabase) async throws -> [String] {
    try await database.exportContacts(after: nil, limit: 10).map {
      "\($0.contact.firstName) \($0.contact.lastName)"
    }.sorted()
  }
}
