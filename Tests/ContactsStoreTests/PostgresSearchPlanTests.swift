import ContactsDomain
import ContactsPostgres
import ContactsTestSupport
import Foundation
import PostgresNIO
import Testing

/// A search on PostgreSQL walks the list in order over a bounded number of rows, or finds its
/// matches by the trigram index and sorts them (`PostgresSearchPlan`): whichever way it goes,
/// and wherever the walk's bound falls, every window is the one the matches found and sorted
/// give (the way the contract suite checks against every other store).
@Suite(
  "A PostgreSQL search gives the same windows however it finds them",
  .enabled(if: PostgresServer.available))
struct PostgresSearchPlanTests {
  /// Matches in one block mid-list (Anna), scattered (an email), in Recently deleted (Annika)
  /// and in a group, among contacts that do not match.
  private static func book() async throws -> PostgresStore {
    let store = try await PostgresStore.openForTest()
    var forms: [ContactForm] = []
    for index in 0..<8 {
      forms.append(ContactForm(firstName: "Bert", lastName: "Early \(index)"))
      forms.append(ContactForm(firstName: "Anna", lastName: "Block \(index)"))
    }
    for index in 0..<6 {
      var form = ContactForm(
        firstName: "Zed", lastName: "Late \(index)",
        emails: index.isMultiple(of: 2)
          ? [LabeledValue(label: "home", value: "hannah\(index)@example.com")] : [])
      if index > 2 { form.groups = ["friends"] }
      forms.append(form)
    }
    for form in forms { _ = try await store.create(try ContactDraft(form)) }
    for index in 0..<3 {
      let gone = try await store.create(
        try ContactDraft(ContactForm(firstName: "Annika", lastName: "Trashed \(index)")))
      try await store.delete(id: gone.id)
    }
    var friend = ContactForm(firstName: "Anna", lastName: "Friend")
    friend.groups = ["friends"]
    _ = try await store.create(try ContactDraft(friend))
    return store
  }

  /// The walk taken whatever the planner expects, over `rows` rows.
  private static func walking(_ rows: Int) -> PostgresSearchPlan {
    PostgresSearchPlan(sortedMatches: -1, walkedRows: rows)
  }

  /// The matches always found and sorted.
  private static let sorting = PostgresSearchPlan(sortedMatches: .max, walkedRows: 0)

  @Test func everyWindowIsTheSameWhereverTheWalkStops() async throws {
    let store = try await Self.book()
    let reference = store.searching(by: Self.sorting)
    let everyone = try await reference.page(PageRequest(limit: 100)).contacts
    for (query, group) in [("ann", nil), ("ann", "friends"), ("annika", nil)] {
      let all = try await reference.page(PageRequest(limit: 100, query: query, group: group))
        .contacts
      #expect(all.isEmpty == (query == "annika"))
      for limit in [1, 3] {
        // Each contact of the list, matching or not, as a cursor on either side.
        var requests = [PageRequest(limit: limit, query: query, group: group)]
        for contact in everyone {
          for anchor in [PageRequest.Anchor.after(contact.position), .before(contact.position)] {
            requests.append(PageRequest(anchor, limit: limit, query: query, group: group))
          }
        }
        requests.append(
          PageRequest(
            .around(all.last?.position ?? everyone[9].position), limit: limit, query: query,
            group: group))
        var expected: [ContactPage] = []
        for request in requests { expected.append(try await reference.page(request)) }
        // The walk's bound below the window, at it, just past it, and past the whole list.
        for rows in Set([1, limit, limit + 1, 100]).sorted() {
          let walking = store.searching(by: Self.walking(rows))
          for (request, page) in zip(requests, expected) {
            #expect(
              try await walking.page(request) == page,
              "\(query) \(group ?? "") limit \(limit), walk \(rows), \(request.anchor)")
          }
        }
      }
    }
  }

  /// A pair of letters or digits wherever it stands: at the text's start, after a letter or a
  /// digit, after a line's end, a dot, an at sign, an underscore, a bracket and a character
  /// pg_trgm takes for a space (日), among contacts that have its letters apart.
  private static func pairs(on store: PostgresStore) async throws {
    let home = { (value: String) in [LabeledValue(label: "home", value: value)] }
    var nickname = ContactForm(firstName: "Gus", lastName: "Nick")
    nickname.nickname = "(qx)"
    for form in [
      ContactForm(firstName: "Qxavier", lastName: "Early"),
      ContactForm(firstName: "Bert", lastName: "Aqx"),
      ContactForm(firstName: "Cleo", lastName: "Orgs", organization: "日qx"),
      ContactForm(firstName: "Dot", lastName: "Mail", emails: home("a.qx@example.com")),
      ContactForm(firstName: "Eve", lastName: "Under", emails: home("b_qx@example.com")),
      ContactForm(firstName: "Dan", lastName: "9qx"),
      ContactForm(firstName: "Fay", lastName: "At", emails: home("x@qx.example")),
      nickname,
      ContactForm(firstName: "Quentin", lastName: "Xavier", phones: home("+1 555 0142")),
      ContactForm(firstName: "Hal", lastName: "Phone", phones: home("42 10 00")),
    ] {
      _ = try await store.create(try ContactDraft(form))
    }
  }

  @Test func aPairOfCharactersFindsItsMatchesWhereverTheyStand() async throws {
    let store = try await PostgresStore.openForTest()
    try await Self.pairs(on: store)
    let walked = store.searching(by: Self.walking(1_000))
    for (query, count) in [("qx", 8), ("42", 2), ("ex", 3)] {
      let all = try await walked.page(PageRequest(limit: 100, query: query)).contacts
      #expect(all.count == count, "\(query)")
      for plan in [Self.sorting, .standard] {
        let found = store.searching(by: plan)
        #expect(try await found.page(PageRequest(limit: 100, query: query)).contacts == all)
        for contact in all {
          for anchor in [PageRequest.Anchor.after(contact.position), .before(contact.position)] {
            let request = PageRequest(anchor, limit: 2, query: query)
            #expect(try await found.page(request) == walked.page(request), "\(query) \(anchor)")
          }
        }
      }
    }
  }

  /// A database whose own threshold for `<%` keeps fewer words still finds each pair that
  /// begins one: the store's connections set the threshold the pairs' search needs.
  @Test func aDatabasesOwnWordThresholdLosesNoPair() async throws {
    let url = try await PostgresServer.shared.makeDatabase()
    let address = try PostgresAddress(url)
    let database = PostgresDatabase(address: address, password: nil, size: 1)
    try await database.write { session in
      _ = try session.execute(
        "ALTER DATABASE \"\(unescaped: address.database)\" SET pg_trgm.word_similarity_threshold = 0.9"
      )
    }
    let store = try await PostgresStore.openForTest(at: url)
    try await Self.pairs(on: store)
    let found = try await store.searching(by: Self.sorting).page(
      PageRequest(limit: 100, query: "qx"))
    #expect(found.contacts.count == 8)
  }

  @Test func aTermOnlyRecentlyDeletedContactsHoldFindsNothing() async throws {
    let store = try await Self.book()
    for plan in [Self.walking(1), Self.walking(100), Self.sorting, .standard] {
      let page = try await store.searching(by: plan).page(PageRequest(limit: 2, query: "annika"))
      #expect(page.contacts.isEmpty && !page.hasNext && !page.hasPrevious)
    }
  }

  @Test func aBookMadeBeforeTheListHeldTheSearchTextGainsIt() async throws {
    let url = try await PostgresServer.shared.makeDatabase()
    let address = try PostgresAddress(url)
    let store = try await PostgresStore.open(address, password: nil, connections: 1)
    _ = try await store.create(try ContactDraft(ContactForm(firstName: "Ada", lastName: "Lee")))
    // The book as version 5 left it: v6 undone, its index and its row gone.
    let database = PostgresDatabase(address: address, password: nil, size: 1)
    try await database.write { session in
      try session.execute("DROP INDEX contact_list")
      try session.execute("DROP FUNCTION search_estimate")
      try session.execute("CREATE INDEX contact_order ON contact (sort_key, id) WHERE live")
      try session.execute("DELETE FROM contacts_migration WHERE name LIKE 'v6:%'")
    }
    let reopened = try await PostgresStore.open(address, password: nil, connections: 1)
    let indexes = try await database.read { session in
      try session.rows(
        "SELECT indexname FROM pg_indexes WHERE tablename = 'contact' ORDER BY indexname"
      ).map { try $0.decode(String.self) }
    }
    #expect(indexes.contains("contact_list") && !indexes.contains("contact_order"))
    let estimate = try await database.read { session in
      try session.value("SELECT search_estimate(ARRAY['%ada%'])", as: Int.self)
    }
    #expect(estimate != nil)
    let migrations = try await database.read { session in
      try session.value(
        "SELECT count(*) FROM contacts_migration WHERE name LIKE 'v6:%'", as: Int.self)
    }
    #expect(migrations == 1)
    let found = try await reopened.searching(by: Self.walking(10)).page(
      PageRequest(limit: 5, query: "ada"))
    #expect(found.contacts.map(\.fullName) == ["Ada Lee"])
  }
}
