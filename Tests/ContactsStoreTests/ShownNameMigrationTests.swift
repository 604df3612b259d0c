import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import GRDB
import Testing

/// Schema v4 sorts by the name shown; `Fixtures/contacts-v3.sqlite` was written by `contacts add`
/// and `contacts import` built from main before issue 10.
@Suite("Migrating to the name shown")
struct ShownNameMigrationTests {
  private func copyOfVersionThreeFile() throws -> String {
    let fixture = try #require(
      Bundle.module.url(
        forResource: "contacts-v3", withExtension: "sqlite", subdirectory: "Fixtures"))
    let copy = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite")
    try FileManager.default.copyItem(at: fixture, to: copy)
    return copy.path
  }

  @Test func aFileWrittenBeforeKeepsEveryContactInTheSameOrder() async throws {
    let store = try ContactDatabase.openFile(at: try copyOfVersionThreeFile())
    let contacts = try await store.allContacts()
    #expect(
      contacts.map(\.fullName) == ["Ada Lovelace", "Ángel Díaz", "Grace Hopper", "zoe Adams"])
    #expect(contacts.first?.organization == "Analytical Engine")
    #expect(try await store.searchAll("7946").map(\.fullName) == ["Ada Lovelace"])
  }

  @Test func rowsMissingANameAreResortedByTheNameShown() async throws {
    let path = try copyOfVersionThreeFile()
    // Rows the old formula ("First Last") keyed: a mononym and a company card.
    let queue = try DatabaseQueue(path: path)
    try await queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO contact (firstName, lastName, sortKey, organization, uid)
          VALUES ('Cher', '', 'cher \u{1}Cher ', '', 'urn:cher'),
                 ('', '', ' \u{1} ', 'Babbage Engines', 'urn:babbage')
          """)
    }
    try queue.close()
    let store = try ContactDatabase.openFile(at: path)
    #expect(
      try await store.allContacts().map(\.fullName) == [
        "Ada Lovelace", "Ángel Díaz", "Babbage Engines", "Cher", "Grace Hopper", "zoe Adams",
      ])
  }
}
