import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("Every change of a contact takes a new stamp, whichever way it is written")
struct ChangeStampTests {
  private func stamp(of id: Contact.ID, in store: ContactDatabase) async throws -> Int64 {
    try await store.writer.read { db in
      try #require(
        try Int64.fetchOne(db, sql: "SELECT changeSeq FROM contact WHERE id = ?", arguments: [id]))
    }
  }

  private func changed(after stamp: Int64, in store: ContactDatabase) async throws -> [String] {
    try await store.stampedContacts(after: .after(stamp), limit: 100).map(\.export.contact.fullName)
  }

  @Test func aPhoneOrEmailWrittenAloneStampsItsContact() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    var seen = try await store.changeStamp()
    try await store.writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO contactValue (contactId, kind, position, label, value)
          VALUES (?, 'phone', 0, '', '555 0100')
          """, arguments: [ada.id])
    }
    #expect(try await changed(after: seen, in: store) == ["Ada Lovelace"])
    seen = try await store.changeStamp()
    try await store.writer.write { db in
      try db.execute(sql: "DELETE FROM contactValue WHERE contactId = ?", arguments: [ada.id])
    }
    #expect(try await changed(after: seen, in: store) == ["Ada Lovelace"])
  }

  @Test func triggersStampAgainAfterAnImport() async throws {
    let store = try ContactDatabase.inMemory()
    let imported = ContactImport(uid: "a", draft: try ContactDraft(firstName: "Ada", lastName: "L"))
    _ = try await store.importContacts([imported], dryRun: false) { _ in }
    let seen = try await store.changeStamp()
    let ada = try #require(try await store.stampedContacts(uids: ["a"]).first)
    _ = try await store.update(
      id: ada.export.contact.id, with: try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    #expect(try await changed(after: seen, in: store) == ["Ada Lovelace"])
  }

}
