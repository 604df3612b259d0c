import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("Search finds nicknames, organizations, job titles and cities")
struct SearchDetailsTests {
  private static var grace: ContactForm {
    var form = ContactForm(firstName: "Grace", lastName: "Hopper", organization: "US Navy")
    form.nickname = "Amazing Grace"
    form.jobTitle = "Rear Admiral"
    form.department = "Naval Reserve"
    form.addresses = [PostalAddress(label: "home", street: "1 Compiler Way", locality: "Arlington")]
    return form
  }

  @Test(arguments: ["amazing", "us navy", "admiral", "naval res", "arlington"])
  func aContactIsFoundByEachOfItsDetails(query: String) async throws {
    let store = try ContactDatabase.inMemory()
    let grace = try await store.create(try ContactDraft(Self.grace))
    _ = try await store.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    #expect(try await store.searchAll(query).map(\.id) == [grace.id])
    #expect(SearchText.matches(grace, query: query))
  }

  @Test func aContactWithNoNameIsFoundAndSortedByWhatItIsShownBy() async throws {
    let store = try ContactDatabase.inMemory()
    let form = ContactForm(emails: [LabeledValue(label: "", value: "someone@example.com")])
    let someone = try await store.create(try ContactDraft(form, origin: .imported))
    _ = try await store.create(try ContactDraft(firstName: "Zoe", lastName: "Adams"))
    _ = try await store.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    #expect(someone.fullName == "someone@example.com")
    #expect(
      try await store.allContacts().map(\.fullName) == [
        "Ada Lovelace", "someone@example.com", "Zoe Adams",
      ])
    #expect(try await store.searchAll("someone").map(\.id) == [someone.id])
  }

  /// A file migrated up to v10 holding a contact with a city its search text lacks, and one with
  /// no name whose sort key is blank, as no version before wrote them but another program may.
  private func fileBeforeThisMigration() throws -> String {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let queue = try DatabaseQueue(path: path)
    try Schema.migrator.migrate(queue, upTo: "v10: a contact's details")
    try queue.write { db in
      let plain = Contact(id: 1, firstName: "Grace", lastName: "Hopper")
      try db.execute(
        sql: """
          INSERT INTO contact (id, firstName, lastName, sortKey, searchText, uid, details)
          VALUES (1, 'Grace', 'Hopper', ?, ?, 'a', ?);
          INSERT INTO contact (id, firstName, lastName, sortKey, searchText, uid)
          VALUES (2, '', '', '', '', 'b');
          INSERT INTO contactValue (contactId, kind, position, label, value)
          VALUES (2, 'email', 0, '', 'someone@example.com');
          """,
        arguments: [
          plain.sortKey.rawValue, SearchText.indexed(plain),
          DetailsColumn.encoded(try ContactDraft(Self.grace).details),
        ])
    }
    return path
  }

  @Test func storedContactsAreFoundByTheirDetailsAfterTheMigration() async throws {
    let path = try fileBeforeThisMigration()
    let stamps = try await DatabaseQueue(path: path).read { db in
      try Int64.fetchAll(db, sql: "SELECT changeSeq FROM contact ORDER BY id")
    }
    let store = try ContactDatabase.openFile(at: path)
    #expect(try await store.searchAll("arlington").map(\.id) == [1])
    #expect(try await store.searchAll("someone").map(\.id) == [2])
    #expect(
      try await store.allContacts().map(\.fullName) == ["Grace Hopper", "someone@example.com"])
    // Neither is a change a sync would send.
    #expect(try await store.stampedContacts(after: .start, limit: 10).map(\.stamp) == stamps)
  }
}
