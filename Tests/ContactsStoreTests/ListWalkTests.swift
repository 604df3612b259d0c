import ContactsDomain
import ContactsTestSupport
import GRDB
import Testing

@testable import ContactsStore

/// Searches that walk the list in order, on a book whose matches come in clusters (as a
/// common last name does under each first name), checked against the in-memory reference.
@Suite("Search windows walked in list order")
struct ListWalkTests {
  private static let firstNames = ["Ada", "Alan", "Grace", "Mary", "Zoë"]
  private static let lastNames = ["Adams", "Díaz", "Müller", "Okafor", "Zola"]

  /// A book of `count` contacts, stored in an order that is not the list's.
  private static func book(_ count: Int) async throws -> ContactDatabase {
    let store = try ContactDatabase.inMemory()
    let drafts = try (0..<count).map { index in
      try ContactDraft(
        ContactForm(
          firstName: firstNames[index * 7 % firstNames.count],
          lastName: "\(lastNames[index / 3 % lastNames.count]) \(index % 4)",
          emails: [LabeledValue(label: "home", value: "user\(index)@example.com")]))
    }
    _ = try await store.createAll(drafts)
    return store
  }

  /// Every window, paged forwards to the end and backwards to the start and around each match,
  /// equals the reference; `walkBudget` and `fewMatches` pick the path.
  private func expectEveryWindow(
    of store: ContactDatabase, walkBudget: Int, fewMatches: Int
  ) async throws {
    let reference = RepositorySpy(contacts: try await store.allContacts())
    func page(_ request: PageRequest) async throws -> ContactPage {
      let page = try await store.writer.read { db in
        try ContactQueries.page(
          request, search: SearchIndex.filter(request.query), walkBudget: walkBudget,
          fewMatches: fewMatches, in: db)
      }
      #expect(page == (try await reference.page(request)), "\(request) \(walkBudget) \(fewMatches)")
      return page
    }
    for query in ["müller", "grace müller", "ada", "zoe zola 3", "user1", "ü", "nobody"] {
      var request = PageRequest(limit: 4, query: query)
      var last: ContactPage
      repeat {
        last = try await page(request)
        guard let end = last.contacts.last else { break }
        request = PageRequest(.after(end.position), limit: 4, query: query)
      } while last.hasNext
      while let start = last.contacts.first, last.hasPrevious {
        last = try await page(PageRequest(.before(start.position), limit: 4, query: query))
      }
      for contact in try await reference.searchAll(query).prefix(12) {
        _ = try await page(PageRequest(.around(contact.position), limit: 5, query: query))
      }
    }
  }

  @Test(arguments: [
    (1, 1), (2, 1), (5, 1), (40, 1), (10_000, 1), (ContactQueries.defaultWalkBudget, 3),
    (3, 1000), (40, 40), (ContactQueries.defaultWalkBudget, ContactQueries.defaultFewMatches),
  ])
  func everyWindowMatchesAScanWhicheverPathReadsIt(walkBudget: Int, fewMatches: Int)
    async throws
  {
    let store = try await Self.book(150)
    try await expectEveryWindow(of: store, walkBudget: walkBudget, fewMatches: fewMatches)
  }

  @Test func windowsStayExactAfterEditsAndDeletions() async throws {
    let store = try await Self.book(120)
    let contacts = try await store.allContacts()
    for contact in contacts.enumerated().filter({ $0.offset % 5 == 0 }).map(\.element) {
      var form = ContactForm(contact)
      form.lastName = "Müller \(contact.id)"
      _ = try await store.update(id: contact.id, with: ContactDraft(form))
    }
    for contact in contacts.enumerated().filter({ $0.offset % 7 == 3 }).map(\.element) {
      try await store.delete(id: contact.id)
    }
    for (budget, few) in [(1, 1), (3, 1), (1_000, 1), (3, 1000)] {
      try await expectEveryWindow(of: store, walkBudget: budget, fewMatches: few)
    }
  }

  /// The first window of `query` in a book of 300, and the statements that read it.
  private static func tracedWindow(
    _ query: String, limit: Int = 5, walkBudget: Int, fewMatches: Int
  ) async throws -> (
    page: ContactPage, walked: [String], lists: [String], positioned: [String],
    store: ContactDatabase
  ) {
    let store = try await book(300)
    let log = StatementLog()
    try await store.writer.writeWithoutTransaction { db in
      db.trace { log.append($0.expandedDescription) }
    }
    let page = try await store.writer.read { db in
      try ContactQueries.page(
        PageRequest(limit: limit, query: query), search: SearchIndex.filter(query),
        walkBudget: walkBudget, fewMatches: fewMatches, in: db)
    }
    return (
      page, log.all.filter { $0.hasPrefix("SELECT sortKey, id FROM contact") },
      log.all.filter { $0.contains("WHERE contactSearch MATCH") },
      log.all.filter { $0.contains("contactListSearch MATCH") }, store
    )
  }

  @Test func aCommonWordIsReadFromTheListOrderIndexAfterOneGlanceAtTheTrigramIndex()
    async throws
  {
    // "zoë": 60 of 300, all at the end of the list, where no walk from the start reaches.
    let (page, walked, lists, positioned, store) = try await Self.tracedWindow(
      "zoë", walkBudget: 100, fewMatches: 16)
    #expect(page.contacts.count == 5 && page.contacts.allSatisfy { $0.firstName == "Zoë" })
    #expect(page.hasNext)
    #expect(walked.isEmpty, "\(walked)")
    // Fewer than four windows (24 rows) would be few: 60 are not.
    #expect(lists.count == 1 && lists.allSatisfy { $0.hasSuffix("LIMIT 24") }, "\(lists)")
    let read = try #require(positioned.first)
    let plan = try await store.writer.read { db in
      try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(read)").map { $0["detail"] as String }
    }
    // The index gives the rows in list order: nothing is sorted.
    #expect(plan.contains { $0.contains("VIRTUAL TABLE") }, "\(plan)")
    #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
  }

  @Test func aRareWordIsListedByTheTrigramIndexAlone() async throws {
    let (page, walked, lists, positioned, _) = try await Self.tracedWindow(
      "user7@", walkBudget: 100, fewMatches: 512)
    #expect(
      page.contacts.map(\.emails) == [[LabeledValue(label: "home", value: "user7@example.com")]])
    #expect(walked.isEmpty && positioned.isEmpty, "\(walked) \(positioned)")
    #expect(lists.count == 1 && lists.allSatisfy { $0.hasSuffix("LIMIT 512") }, "\(lists)")
  }

  @Test func aLargeWindowCountsFourTimesItsSizeAsFew() async throws {
    // "müller": 60 of 300. A window of 20 (21 rows read) takes them from the trigram index: 60
    // is fewer than 84. A window of 5 (6 rows) counts 24 as few, so it reads the list order.
    let large = try await Self.tracedWindow("müller", limit: 20, walkBudget: 160, fewMatches: 16)
    #expect(large.page.contacts.count == 20 && large.page.hasNext)
    #expect(large.page.contacts.allSatisfy { $0.lastName.hasPrefix("Müller") })
    #expect(large.lists.map { $0.hasSuffix("LIMIT 84") } == [true], "\(large.lists)")
    #expect(large.positioned.isEmpty && large.walked.isEmpty)
    let small = try await Self.tracedWindow("müller", limit: 5, walkBudget: 160, fewMatches: 16)
    #expect(small.page.contacts == Array(large.page.contacts.prefix(5)))
    #expect(small.lists.map { $0.hasSuffix("LIMIT 24") } == [true], "\(small.lists)")
    #expect(small.positioned.count == 1 && small.walked.isEmpty)
  }

  @Test func aTermTooShortForTrigramsIsWalkedInListOrder() async throws {
    let (page, walked, lists, positioned, _) = try await Self.tracedWindow(
      "zo", walkBudget: 100, fewMatches: 16)
    #expect(page.contacts.count == 5 && page.hasNext)
    #expect(!walked.isEmpty && lists.isEmpty && positioned.isEmpty)
  }

  private static func listIndexColumns(_ store: ContactDatabase) async throws -> [String] {
    try await store.writer.read { db in
      try Row.fetchAll(db, sql: "PRAGMA index_info(contact_on_sortKey)").map {
        $0["name"] as String
      }
    }
  }

  @Test func theListIndexHoldsTheSearchText() async throws {
    let store = try ContactDatabase.inMemory()
    #expect(try await Self.listIndexColumns(store) == ["sortKey", "id", "searchText"])
  }

  @Test func anImportIntoASmallBookBuildsTheListIndexAgainAndWalksStayExact() async throws {
    let store = try await Self.book(40)
    let items = try (0..<60).map { index in
      ContactImport(
        uid: "import-\(index)",
        draft: try ContactDraft(
          ContactForm(
            firstName: Self.firstNames[index % Self.firstNames.count],
            lastName: "\(Self.lastNames[index / 2 % Self.lastNames.count]) \(index)")))
    }
    _ = try await store.importContacts(Array(items.prefix(30)), dryRun: true) { _ in }
    #expect(try await Self.listIndexColumns(store) == ["sortKey", "id", "searchText"])
    _ = try await store.importContacts(items, dryRun: false) { _ in }
    #expect(try await Self.listIndexColumns(store) == ["sortKey", "id", "searchText"])
    try await expectEveryWindow(of: store, walkBudget: 7, fewMatches: 1)
  }
}
