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

  @Test func aSaveStampsTheContactAboveEveryEarlierChange() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    let alan = try await store.create(try ContactDraft(firstName: "Alan", lastName: "Turing"))
    let seen = try await store.changeStamp()
    #expect(try await stamp(of: alan.id, in: store) == seen)
    #expect(try await stamp(of: ada.id, in: store) < seen)
    #expect(try await changed(after: seen, in: store).isEmpty)
    _ = try await store.update(
      id: ada.id, with: try ContactDraft(firstName: "Ada", lastName: "King"))
    #expect(try await changed(after: seen, in: store) == ["Ada King"])
    #expect(try await store.changeStamp() > seen)
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

  @Test func aDeletionTakesNoStampAndTheContactIsGone() async throws {
    let store = try ContactDatabase.inMemory()
    var form = ContactForm(firstName: "Ada", lastName: "Lovelace")
    form.phones = [LabeledValue(label: "home", value: "555 0100")]
    let ada = try await store.create(try ContactDraft(form))
    let seen = try await store.changeStamp()
    try await store.delete(id: ada.id)
    #expect(try await store.changeStamp() == seen)
    #expect(try await store.stampedContacts(after: .start, limit: 100).isEmpty)
  }

  @Test func anImportStampsAllItWritesWithOneStampAndLeavesTheUnchangedAlone() async throws {
    let store = try ContactDatabase.inMemory()
    let first = [
      ContactImport(uid: "a", draft: try ContactDraft(firstName: "Ada", lastName: "Lovelace")),
      ContactImport(uid: "b", draft: try ContactDraft(firstName: "Alan", lastName: "Turing")),
    ]
    _ = try await store.importContacts(first, dryRun: false) { _ in }
    let seen = try await store.changeStamp()
    #expect(try await store.stampedContacts(after: .start, limit: 10).map(\.stamp) == [seen, seen])
    let second = [
      first[0], ContactImport(uid: "b", draft: try ContactDraft(firstName: "Alan", lastName: "T")),
      ContactImport(uid: "c", draft: try ContactDraft(firstName: "Grace", lastName: "Hopper")),
    ]
    _ = try await store.importContacts(second, dryRun: true) { _ in }
    #expect(try await store.changeStamp() == seen, "a dry run stamps nothing")
    let counts = try await store.importContacts(second, dryRun: false) { _ in }
    #expect(counts == ImportCounts(added: 1, updated: 1, unchanged: 1))
    #expect(try await store.changeStamp() == seen + 1)
    let changed = try await store.stampedContacts(after: .after(seen), limit: 10)
    #expect(changed.map(\.export.uid).sorted() == ["b", "c"])
    #expect(changed.allSatisfy { $0.stamp == seen + 1 })
    #expect(try await store.stampedContacts(uids: ["a", "zz"]).map(\.stamp) == [seen])
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

  @Test func windowsInStampOrderReadEveryChangedContactOnce() async throws {
    let store = try ContactDatabase.inMemory()
    var ids: [Contact.ID] = []
    for index in 0..<7 {
      ids.append(try await store.create(try ContactDraft(firstName: "P\(index)", lastName: "X")).id)
    }
    let seen = try await store.changeStamp()
    for id in ids.reversed() {
      _ = try await store.update(id: id, with: try ContactDraft(firstName: "Q\(id)", lastName: "X"))
    }
    var read: [Contact.ID] = []
    var position = StampedContact.Position.after(seen)
    while true {
      let window = try await store.stampedContacts(after: position, limit: 3)
      guard let last = window.last else { break }
      read += window.map(\.export.contact.id)
      position = last.position
    }
    #expect(read == ids.reversed())
  }
}
