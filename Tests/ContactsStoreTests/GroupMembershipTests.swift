import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

/// The membership index: kept in step with each contact's groups and name, read in list order
/// a window at a time, counted without reading the members.
@Suite("Group membership")
struct GroupMembershipTests {
  /// A draft of `fullName` in `groups`.
  private func member(_ fullName: String, _ groups: [String]) throws -> ContactDraft {
    let parts = fullName.split(separator: " ", maxSplits: 1).map(String.init)
    var form = ContactForm(firstName: parts[0], lastName: parts[1])
    form.groups = groups
    return try ContactDraft(form)
  }

  /// Every contact of `group`, read window after window of `size`.
  private func everyone(
    in group: String, of store: ContactDatabase, size: Int = 2, query: String = ""
  )
    async throws -> [String]
  {
    var request = PageRequest(limit: size, query: query, group: group)
    var names: [String] = []
    while true {
      let page = try await store.page(request)
      names += page.contacts.map(\.fullName)
      guard page.hasNext, let last = page.contacts.last else { return names }
      request = PageRequest(.after(last.position), limit: size, query: query, group: group)
    }
  }

  @Test func aGroupListsItsMembersInListOrderWindowByWindow() async throws {
    let store = try ContactDatabase.inMemory()
    for (name, groups) in [
      ("Zoe Adams", ["Family"]), ("adam smith", ["Work"]), ("émile zola", ["Family", "Work"]),
      ("Ángel Díaz", ["Family"]), ("Bob Marley", []),
    ] {
      _ = try await store.create(try member(name, groups))
    }
    #expect(
      try await everyone(in: "Family", of: store) == ["Ángel Díaz", "émile zola", "Zoe Adams"])
    #expect(try await everyone(in: "Work", of: store, size: 1) == ["adam smith", "émile zola"])
    #expect(try await everyone(in: "Nobody's", of: store).isEmpty)
    #expect(
      try await everyone(in: "Family", of: store, query: "zo") == ["émile zola", "Zoe Adams"])
    #expect(
      Set(try await store.groups())
        == [ContactGroup(name: "Family", count: 3), ContactGroup(name: "Work", count: 2)])
  }

  @Test func aGroupsWindowDoesNotSayWhereItStandsInTheWholeList() async throws {
    let store = try ContactDatabase.inMemory()
    for name in ["Ada Lovelace", "Bob Marley", "Carl Sagan"] {
      _ = try await store.create(try member(name, name.hasPrefix("C") ? ["G"] : []))
    }
    #expect(try await store.page(PageRequest(limit: 5)).place != nil)
    let group = try await store.page(PageRequest(limit: 5, group: "G"))
    #expect(group.contacts.map(\.fullName) == ["Carl Sagan"])
    #expect(group.place == nil)
  }

  @Test func theWindowsBeforeAndAroundARowStayInTheGroup() async throws {
    let store = try ContactDatabase.inMemory()
    var contacts: [Contact] = []
    for name in ["Ada A", "Bea B", "Cid C", "Dan D", "Eve E"] {
      contacts.append(try await store.create(try member(name, name.hasPrefix("B") ? [] : ["G"])))
    }
    let dan = contacts[3].position
    let before = try await store.page(PageRequest(.before(dan), limit: 1, group: "G"))
    #expect(before.contacts.map(\.fullName) == ["Cid C"])
    #expect(before.hasPrevious && before.hasNext)
    let around = try await store.page(PageRequest(.around(dan), limit: 2, group: "G"))
    #expect(around.contacts.map(\.fullName) == ["Cid C", "Dan D"])
    let after = try await store.page(PageRequest(.after(dan), limit: 5, group: "G"))
    #expect(after.contacts.map(\.fullName) == ["Eve E"])
    #expect(after.hasPrevious && !after.hasNext)
  }

  @Test func anEditMovesTheContactWithinItsGroupAndOutOfOneItLeft() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(try member("Ada Lovelace", ["Family", "Work"]))
    _ = try await store.create(try member("Bob Marley", ["Family"]))
    _ = try await store.update(id: ada.id, with: try member("Zelda Lovelace", ["Family"]))
    #expect(try await everyone(in: "Family", of: store) == ["Bob Marley", "Zelda Lovelace"])
    #expect(try await everyone(in: "Work", of: store).isEmpty)
    #expect(try await store.groups() == [ContactGroup(name: "Family", count: 2)])
  }

  @Test func aDeletedContactLeavesItsGroupsAndAnEmptyGroupIsGone() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(try member("Ada Lovelace", ["Family", "Solo"]))
    _ = try await store.create(try member("Bob Marley", ["Family"]))
    try await store.delete(id: ada.id)
    #expect(try await store.groups() == [ContactGroup(name: "Family", count: 1)])
    #expect(try await everyone(in: "Family", of: store) == ["Bob Marley"])
  }

  @Test func anImportedContactIsInTheGroupsItsDetailsList() async throws {
    let store = try ContactDatabase.inMemory()
    let cards = [
      ContactImport(uid: "a", draft: try member("Ada Lovelace", ["Family"])),
      ContactImport(uid: "b", draft: try member("Bob Marley", [])),
    ]
    _ = try await store.importContacts(cards, dryRun: false) { _ in }
    #expect(try await everyone(in: "Family", of: store) == ["Ada Lovelace"])
    let moved = [ContactImport(uid: "a", draft: try member("Ada Lovelace", ["Work"]))]
    _ = try await store.importContacts(moved, dryRun: false) { _ in }
    #expect(try await store.groups() == [ContactGroup(name: "Work", count: 1)])
  }

  @Test func theMigrationIndexesTheGroupsOfContactsStoredBefore() throws {
    let queue = try DatabaseQueue()
    try Schema.migrator.migrate(queue, upTo: "v10: a contact's details")
    let details = DetailsColumn.encoded(try member("Ada Lovelace", ["Family"]).details)
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO contact (firstName, lastName, sortKey, uid, details)
          VALUES ('Ada', 'Lovelace', 'ada lovelace', 'a', ?), ('Bob', 'Marley', 'bob', 'b', '')
          """, arguments: [details])
    }
    try Schema.migrator.migrate(queue)
    let groups = try queue.read { try GroupQueries.groups(in: $0) }
    #expect(groups == [ContactGroup(name: "Family", count: 1)])
  }
}
