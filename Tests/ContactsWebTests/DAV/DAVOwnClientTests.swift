import ContactsCardDAV
import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import ContactsVCard
import Foundation
import HummingbirdTesting
import Testing

/// Our own CardDAV client (what `contacts sync` runs) syncing two databases through our server,
/// over a real socket: the second device gets what the first added, and the first the second's
/// edit; a group card crosses both ways too.
@Suite("Our CardDAV client syncing two books through our server")
struct DAVOwnClientTests {
  /// Runs `body` with a live server holding ada's book at `url`, and two empty databases
  /// each with an account of it.
  private static func withTwoDevices(
    on store: ServedStore,
    _ body:
      @Sendable (
        _ harness: DAVHarness, _ url: String, _ first: ContactDatabase, _ second: ContactDatabase
      ) async throws -> Void
  ) async throws {
    let harness = try await DAVHarness(on: store, accounts: ["ada": "secret"])
    try await harness.run(.live) { client in
      let url = "http://127.0.0.1:\(try #require(client.port))/dav/books/ada/contacts/"
      let first = try ContactDatabase.inMemory()
      let second = try ContactDatabase.inMemory()
      for database in [first, second] {
        try await database.ledger.addAccount(SyncAccount(name: "test", url: url, username: "ada"))
      }
      try await body(harness, url, first, second)
    }
  }

  @Test(arguments: ServedStore.all) func twoDatabasesMeetThroughOneServedBook(_ store: ServedStore)
    async throws
  {
    try await Self.withTwoDevices(on: store) { _, url, first, second in
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

  /// Ada and Alan, and a vCard 4.0 group of them both.
  static let friendsFile =
    [
      "BEGIN:VCARD", "VERSION:4.0", "UID:urn:uuid:ada", "FN:Ada Lovelace", "N:Lovelace;Ada;;;",
      "END:VCARD", "BEGIN:VCARD", "VERSION:4.0", "UID:urn:uuid:alan", "FN:Alan Turing",
      "N:Turing;Alan;;;", "END:VCARD", "BEGIN:VCARD", "VERSION:4.0", "KIND:group", "FN:Friends",
      "UID:urn:uuid:friends", "MEMBER:urn:uuid:ada", "MEMBER:urn:uuid:alan", "END:VCARD",
    ].joined(separator: "\r\n") + "\r\n"

  @Test(arguments: ServedStore.all) func aGroupCardCrossesBothWaysThroughOneServedBook(
    _ store: ServedStore
  ) async throws {
    try await Self.withTwoDevices(on: store) { harness, url, first, second in
      _ = try await first.importFiles(
        [ImportFile(name: "friends.vcf", data: Data(Self.friendsFile.utf8))],
        format: VCardFormat(), dryRun: false
      ) { _ in }
      try await Self.sync(first, url)
      let served = try await harness.book("contacts", of: "ada").servedEntries(
        after: nil, limit: 10)
      #expect(served.count == 3)
      try await Self.sync(second, url)
      #expect(try await Self.friends(second) == 2)

      let alan = try #require(
        try await second.exportContacts(after: nil, limit: 10).first {
          $0.contact.firstName == "Alan"
        })
      var form = ContactForm(try await second.contact(id: alan.contact.id))
      form.groups = []
      _ = try await second.update(id: alan.contact.id, with: try ContactDraft(form))
      #expect(try await Self.friends(second) == 1)
      try await Self.sync(second, url)
      let pulled = try await Self.sync(first, url)
      #expect(pulled.counts.changedAnything)
      #expect(try await Self.friends(first) == 1)
      let card = try #require(try await first.exportSnapshot().groupCards().first)
      #expect(card.lists(uid: "urn:uuid:ada") && !card.lists(uid: "urn:uuid:alan"))
      let quiet = try await Self.sync(first, url)
      #expect(!quiet.counts.changedAnything)
    }
  }

  /// How many contacts of `database` are in the group Friends (nil: there is no such group).
  private static func friends(_ database: ContactDatabase) async throws -> Int? {
    try await database.groups().first { $0.name == "Friends" }?.count
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
