import ContactsDomain
import ContactsTestSupport
import GRDB
import Testing

@testable import ContactsStore

/// Keyset windows, edits and deletions on real SQLite, checked against the in-memory reference.
@Suite("ContactDatabase windows, edits and deletions")
struct PagingAndEditingTests {
  private static let names = [
    "Zoe Adams", "émile zola", "adam smith", "Ángel Díaz", "Ada Lovelace", "Adam Smith",
    "Øystein Olsen", "Łukasz Lis", "Bea Brown", "Yann Tiersen", "Ярослав Мудрый", "李 小龙",
  ]

  /// Limits so small that every way of searching is taken, and the ones in use.
  @Test(arguments: [
    (1, 1), (3, 1), (3, 4), (ContactQueries.defaultWalkBudget, ContactQueries.defaultFewMatches),
  ])
  func everyWindowMatchesTheReference(walkBudget: Int, fewMatches: Int) async throws {
    let store = try ContactDatabase.inMemory()
    let contacts = try await create(Self.names, in: store)
    let reference = RepositorySpy(contacts: contacts)
    let positions =
      contacts.map(\.position) + [ContactPosition(sortKey: .init(rawValue: "m"), id: 0)]
    var requests: [PageRequest] = []
    for limit in [1, 2, 5, 20] {
      for query in ["", "a", "ada", "zzz", "о"] {
        requests.append(PageRequest(limit: limit, query: query))
        for position in positions {
          requests.append(PageRequest(.after(position), limit: limit, query: query))
          requests.append(PageRequest(.before(position), limit: limit, query: query))
          requests.append(PageRequest(.around(position), limit: limit, query: query))
        }
        requests.append(.startingAt("L", limit: limit, query: query))
      }
    }
    for request in requests {
      let page = try await store.writer.read { db in
        try ContactQueries.page(
          request, search: SearchIndex.filter(request.query), walkBudget: walkBudget,
          fewMatches: fewMatches, in: db)
      }
      let expected = try await reference.page(request)
      #expect(page == expected, "\(request)")
    }
  }

  @Test func windowsReadTheIndexInOrderWithoutSorting() async throws {
    let store = try ContactDatabase.inMemory()
    try await create(Self.names, in: store)
    let position = try await store.allContacts()[3].position
    let log = StatementLog()
    try await store.writer.writeWithoutTransaction { db in
      db.trace { log.append($0.expandedDescription) }
    }
    for request in [
      PageRequest(limit: 3), PageRequest(.after(position), limit: 3),
      PageRequest(.before(position), limit: 3),
    ] {
      _ = try await store.page(request)
    }
    let reads = log.all.filter {
      $0.hasPrefix("SELECT contact.id, contact.firstName, contact.lastName, contact.sortKey")
    }
    #expect(reads.count == 3)
    for sql in reads {
      let plan = try await store.writer.read { db in
        try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(sql)").map { $0["detail"] as String }
      }
      #expect(plan.contains { $0.contains("USING INDEX contact_on_sortKey") }, "\(plan)")
      #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }
  }

  @Test func aCursorSurvivesTheRoundTripThroughText() async throws {
    let store = try ContactDatabase.inMemory()
    for contact in try await create(Self.names, in: store) {
      #expect(ContactPosition(cursor: contact.position.cursor) == contact.position)
    }
    #expect(ContactPosition(cursor: "not a cursor") == nil)
  }

  @Test func aNamesOnlyWindowHasTheSameRowsWithoutPhonesEmailsNotesOrDetails() async throws {
    let store = try ContactDatabase.inMemory()
    for name in typingOrder {
      let parts = name.split(separator: " ").map(String.init)
      var form = ContactForm(
        firstName: parts[0], lastName: parts[1],
        phones: [LabeledValue(label: "home", value: "555 0100")],
        emails: [LabeledValue(label: "work", value: "\(parts[0])@example.org")],
        organization: "Engine", note: "met at work")
      form.nickname = parts[0].lowercased()
      _ = try await store.create(ContactDraft(form))
    }
    for anchor in [PageRequest.Anchor.first, .around(try await store.allContacts()[2].position)] {
      let full = try await store.page(PageRequest(anchor, limit: 2))
      let names = try await store.page(PageRequest(anchor, limit: 2, namesOnly: true))
      #expect(names.contacts.map(\.fullName) == full.contacts.map(\.fullName))
      #expect(names.contacts.map(\.position) == full.contacts.map(\.position))
      #expect(names.contacts.map(\.organization) == ["Engine", "Engine"])
      #expect(names.hasNext == full.hasNext && names.hasPrevious == full.hasPrevious)
      #expect(names.contacts.allSatisfy { $0.phones.isEmpty && $0.emails.isEmpty })
      #expect(full.contacts.allSatisfy { $0.phones.count == 1 && $0.emails.count == 1 })
      // Read from the name's columns alone: no note, and no details decoded.
      #expect(names.contacts.allSatisfy { $0.note.isEmpty && $0.details == ContactDetails() })
      #expect(full.contacts.allSatisfy { $0.note == "met at work" && $0.details.nickname != "" })
    }
  }

  @Test func updateReplacesEveryFieldAndTheSearchEntry() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(
      ContactDraft(
        ContactForm(
          firstName: "Ada", lastName: "Lovelace",
          phones: [LabeledValue(label: "home", value: "555 0100")])))
    let form = ContactForm(
      firstName: "Augusta", lastName: "King", emails: [LabeledValue(label: "", value: "a@k.org")],
      organization: "Engine", note: "two\nlines")
    let updated = try await store.update(id: ada.id, with: ContactDraft(form))
    #expect(try await store.contact(id: ada.id) == updated)
    #expect(updated.phones.isEmpty)
    #expect(updated.emails == [LabeledValue(label: "home", value: "a@k.org")])
    #expect(try await store.searchAll("lovelace").isEmpty)
    #expect(try await store.searchAll("0100").isEmpty)
    #expect(try await store.searchAll("king").map(\.id) == [ada.id])
  }

  @Test func deleteRemovesTheContactItsValuesAndItsSearchEntry() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(
      ContactDraft(
        ContactForm(
          firstName: "Ada", lastName: "Lovelace",
          emails: [LabeledValue(label: "work", value: "ada@engine.org")])))
    try await store.delete(id: ada.id)
    #expect(try await store.allContacts().isEmpty)
    #expect(try await store.searchAll("ada").isEmpty)
    let orphans = try await store.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contactValue")
    }
    #expect(orphans == 0)
  }

  @Test func editingOrDeletingAMissingContactSaysItIsNotThere() async throws {
    let store = try ContactDatabase.inMemory()
    let draft = try ContactDraft(firstName: "Ada", lastName: "Lovelace")
    await #expect(throws: ContactStoreError.notFound(7)) { try await store.contact(id: 7) }
    await #expect(throws: ContactStoreError.notFound(7)) {
      try await store.update(id: 7, with: draft)
    }
    await #expect(throws: ContactStoreError.notFound(7)) { try await store.delete(id: 7) }
    #expect(try await store.allContacts().isEmpty)
  }

  @Test func theSearchIndexStaysExactThroughEditsDeletionsAndOtherPrograms() async throws {
    let store = try ContactDatabase.inMemory()
    let contacts = try await create(Self.names, in: store)
    for contact in contacts.prefix(4) {
      var form = ContactForm(contact)
      form.emails = [LabeledValue(label: "work", value: "x\(contact.id)@example.com")]
      _ = try await store.update(id: contact.id, with: ContactDraft(form))
    }
    try await store.delete(id: contacts[5].id)
    // Another program deletes a row behind the app's back; the triggers keep the index right.
    try await store.writer.write { db in
      try db.execute(sql: "DELETE FROM contact WHERE id = ?", arguments: [contacts[6].id])
    }
    try await store.writer.write { db in
      try db.execute(
        sql: "INSERT INTO contactSearch(contactSearch, rank) VALUES ('integrity-check', 1)")
    }
    #expect(try await store.searchAll("example.com").count == 4)
    #expect(try await store.searchAll(contacts[6].firstName).allSatisfy { $0.id != contacts[6].id })
  }
}
