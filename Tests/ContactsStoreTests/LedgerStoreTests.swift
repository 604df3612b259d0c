import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@Suite("The sync memory in the contacts database")
struct LedgerStoreTests {
  private let account = SyncAccount(
    name: "home", url: "https://dav.example.com/", username: "ada",
    passwordCommand: "pass show dav")

  @Test func aFileOfTheFirstVersionGainsTheSyncTables() async throws {
    let fixture = try #require(
      Bundle.module.url(
        forResource: "contacts-v1", withExtension: "sqlite", subdirectory: "Fixtures"))
    try await withTemporaryDirectory { folder in
      let copy = folder.appendingPathComponent("contacts.sqlite")
      try FileManager.default.copyItem(at: fixture, to: copy)
      let database = try ContactDatabase.openFile(at: copy.path)
      try await database.ledger.addAccount(account)
      #expect(try await database.ledger.accounts().map(\.name) == ["home"])
      #expect(try await database.allContacts().count == 5)
    }
  }
}
