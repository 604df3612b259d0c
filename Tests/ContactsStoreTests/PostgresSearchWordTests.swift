import ContactsDomain
import ContactsPostgres
import ContactsTestSupport
import Foundation
import PostgresNIO
import Testing

/// A search on PostgreSQL finds the matches whose sort key's first word holds one of the term's
/// runs in that word's range of the list (`list_word`, v10) and the others in the rest of the
/// search text (`search_rest`): every window it gives is the one the whole list walked in order
/// gives, on a book made to hit each case of the argument in docs/postgres.md ("A block of
/// matches"), and the words' counts stay exact under every kind of write.
@Suite(
  "A PostgreSQL search finds a first word's matches in its range of the list",
  .enabled(if: PostgresServer.available))
struct PostgresSearchWordTests {
  private static func form(
    _ first: String, _ last: String, organization: String = "", email: String? = nil,
    phonetic: String = ""
  ) -> ContactForm {
    var form = ContactForm(
      firstName: first, lastName: last,
      emails: email.map { [LabeledValue(label: "home", value: $0)] } ?? [],
      organization: organization)
    form.phoneticFirstName = phonetic
    return form
  }

  /// Names whose first word is a term, holds it, is the prefix of another, appears again
  /// (whole or inside a longer word) elsewhere in the card; cards with no name; accented and
  /// non-ASCII first words; a phonetic reading; and contacts that match nothing between them.
  private static let forms: [ContactForm] = [
    form("Aaron", "Filler"),
    form("Ada", "Adams"),
    form("Ada", "Dada"),
    form("Ana", "Grace"),
    form("Bob", "Stone", email: "grace@example.org"),
    form("Bob", "Gracehop", email: "b.gracehopper@example.org"),
    form("Carl", "Filler"),
    form("Grace", "Hopper"),
    form("Grace", "Kelly", email: "grace@kelly.example"),
    form("Grace", "Lee", email: "gracelee@example.org"),
    form("Grace", "Grace"),
    form("Gracey", "Hop"),
    form("Gracefield", "Moss"),
    form("", "", organization: "Grace Industries"),
    form("", "", email: "grace.h@example.com"),
    form("Hal", "Filler"),
    form("Jose", "Ruiz"),
    form("Jose", "Joseph"),
    form("Josefina", "Lopez"),
    form("Kenji", "Yamada", phonetic: "Grace"),
    form("Mia", "Filler"),
    form("Zoë", "Adams"),
    form("Zoe", "Baker"),
    form("Zora", "Filler"),
    form("이", "Grace"),
    form("이", "서연"),
    form("Élodie", "Gracé"),
  ]

  /// Terms inside a first word, equal to one, spanning one and the next word, beginning or
  /// ending inside one, a word's prefix and a longer word holding it, accents, a pair, terms
  /// without ASCII letters, and a phone-like one.
  private static let queries = [
    "grace", "race", "grace hop", "e hop", "gracehop", "josef", "joseph", "ZOË", "zo", "이",
    "grace@", "adams", "dada", "kenji", "race i",
  ]

  private static func book() async throws -> PostgresStore {
    let store = try await PostgresStore.openForTest()
    for form in forms { _ = try await store.create(try ContactDraft(form, origin: .imported)) }
    let gone = try await store.create(try ContactDraft(form("Grace", "Trashed")))
    try await store.delete(id: gone.id)
    return store
  }

  /// The list walked in order first, whatever the planner expects.
  private static let walking = PostgresSearchPlan(sortedMatches: -1, walkedRows: 1_000)
  /// The matches always found in their two parts, never walked first.
  private static let finding = PostgresSearchPlan(sortedMatches: .max, walkedRows: 0)

  /// Expects every window of every query, from each contact of the list on either side, to
  /// hold the matches the plain scan (`SearchText.matches`) of the whole list gives, and to be
  /// the page the walk gives, by the two-part search (and by the standard plan from the list's
  /// start).
  private static func expectSameWindows(
    _ store: PostgresStore, queries: [String] = queries,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let walked = store.searching(by: walking)
    let everyone = try await walked.page(PageRequest(limit: 100)).contacts
    for query in queries {
      let matches = everyone.filter { SearchText.matches($0, query: query) }
      var requests = [
        (PageRequest(limit: 2, query: query), Array(matches.prefix(2))),
        (PageRequest(limit: 100, query: query), matches),
      ]
      for contact in everyone {
        let position = contact.position
        requests.append(
          (
            PageRequest(.after(position), limit: 2, query: query),
            Array(matches.filter { $0.position > position }.prefix(2))
          ))
        requests.append(
          (
            PageRequest(.before(position), limit: 2, query: query),
            Array(matches.filter { $0.position < position }.suffix(2))
          ))
      }
      for (index, (request, contacts)) in requests.enumerated() {
        let expected = try await walked.page(request)
        let place = "\(query) \(request.anchor) limit \(request.limit)"
        #expect(expected.contacts == contacts, "\(place)", sourceLocation: sourceLocation)
        for plan in index < 2 ? [finding, .standard] : [finding] {
          #expect(
            try await store.searching(by: plan).page(request) == expected, "\(place)",
            sourceLocation: sourceLocation)
        }
      }
    }
  }

  @Test func everyWindowIsTheWalksOnABookOfEveryCase() async throws {
    let store = try await Self.book()
    let everyone = try await store.page(PageRequest(limit: 100)).contacts
    // The book holds what the terms name (so that the comparison means something).
    for (query, count) in [
      ("grace", 14), ("grace hop", 1), ("e hop", 1), ("joseph", 1), ("adams", 2), ("dada", 1),
      ("ZOË", 2), ("kenji", 1), ("이", 2),
    ] {
      let found = everyone.filter { SearchText.matches($0, query: query) }
      #expect(found.count == count, "\(query): \(found.map(\.fullName))")
    }
    try await Self.expectSameWindows(store)
  }

  /// What the list's words say: each first word with its live contacts' count.
  private static func words(_ database: ContactsPostgres.PostgresDatabase) async throws
    -> (kept: [String: Int], counted: [String: Int])
  {
    try await database.read { session in
      var kept: [String: Int] = [:]
      for row in try session.rows("SELECT word, live FROM list_word") {
        let (word, live) = try row.decode((String, Int).self)
        kept[word] = live
      }
      var counted: [String: Int] = [:]
      for row in try session.rows(
        """
        SELECT list_word(sort_key), count(*) FROM contact
        WHERE live AND list_word(sort_key) IS NOT NULL GROUP BY 1
        """)
      {
        let (word, live) = try row.decode((String, Int).self)
        counted[word] = live
      }
      return (kept, counted)
    }
  }

  private static func expectExactWords(
    _ database: ContactsPostgres.PostgresDatabase, after write: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let (kept, counted) = try await words(database)
    #expect(!counted.isEmpty, "after \(write)", sourceLocation: sourceLocation)
    #expect(kept == counted, "after \(write)", sourceLocation: sourceLocation)
  }

  @Test func theWordsCountsStayExactUnderEveryKindOfWrite() async throws {
    let address = try PostgresAddress(try await PostgresServer.shared.makeDatabase())
    let clock = ManualClock()
    let store = try await PostgresStore.open(address, password: nil, connections: 2)
      .telling(time: clock.now)
    let database = PostgresDatabase(address: address, password: nil, size: 1)
    var made: [Contact] = []
    for form in Self.forms {
      made.append(try await store.create(try ContactDraft(form, origin: .imported)))
    }
    try await Self.expectExactWords(database, after: "adding")

    // An edit that changes the first word, and one that keeps it.
    let grace = try #require(made.first { $0.fullName == "Grace Hopper" })
    _ = try await store.update(
      id: grace.id, with: try ContactDraft(Self.form("Amazing", "Hopper")), photo: .keep)
    try await Self.expectExactWords(database, after: "an edit changing the first word")
    let lee = try #require(made.first { $0.fullName == "Grace Lee" })
    _ = try await store.update(
      id: lee.id, with: try ContactDraft(Self.form("Grace", "Leigh")), photo: .keep)
    try await Self.expectExactWords(database, after: "an edit keeping it")
    try await Self.expectSameWindows(store, queries: ["grace", "amazing", "grace l"])

    // Delete (the last contact of a word), restore, undo, delete for good.
    let josefina = try #require(made.first { $0.fullName == "Josefina Lopez" })
    try await store.delete(id: josefina.id)
    try await Self.expectExactWords(database, after: "deleting a word's last contact")
    #expect(try await Self.words(database).kept["josefina"] == nil)
    _ = try await store.restore(id: josefina.id)
    try await Self.expectExactWords(database, after: "a restore")
    _ = try await store.undo(nil)
    try await Self.expectExactWords(database, after: "undoing the restore")
    _ = try await store.undo(nil)
    try await Self.expectExactWords(database, after: "undoing the delete")
    _ = try await store.undo(nil)
    try await Self.expectExactWords(database, after: "undoing an edit")
    let zora = try #require(made.first { $0.fullName == "Zora Filler" })
    try await store.delete(id: zora.id)
    _ = try await store.deleteForever(id: zora.id)
    try await Self.expectExactWords(database, after: "deleting one for good")

    // An import (copied in), one replacing a contact, undone.
    let cards = try (0..<12).map { index in
      ContactImport(
        uid: "urn:uuid:imported-\(index)",
        draft: try ContactDraft(Self.form(index < 6 ? "Grace" : "Imported\(index)", "Ort")))
    }
    _ = try await store.importContacts(cards, dryRun: false) { _ in }
    try await Self.expectExactWords(database, after: "an import")
    try await Self.expectSameWindows(store, queries: ["grace", "ort", "imported1"])
    let replaced = ContactImport(
      uid: "urn:uuid:imported-0", draft: try ContactDraft(Self.form("Josefa", "Imported")))
    _ = try await store.importContacts([replaced], dryRun: false) { _ in }
    try await Self.expectExactWords(database, after: "an import replacing a contact")
    _ = try await store.undo(nil)
    _ = try await store.undo(nil)
    try await Self.expectExactWords(database, after: "undoing the imports")

    // A merge, then the deleted ones past their keeping time purged.
    let (ada, dada) = (
      try #require(made.first { $0.fullName == "Ada Adams" }),
      try #require(made.first { $0.fullName == "Ada Dada" })
    )
    _ = try await store.merge([
      MergeWrite(
        id: ada.id, draft: try ContactDraft(Self.form("Adaline", "Adams")), photo: .keep,
        others: [dada.id])
    ])
    try await Self.expectExactWords(database, after: "a merge")
    clock.advance(days: 40)
    _ = try await store.create(try ContactDraft(Self.form("After", "Purge")), photo: .keep)
    try await Self.expectExactWords(database, after: "a purge")
    try await Self.expectSameWindows(store, queries: ["ada", "adaline", "dada", "jose"])
  }

  @Test func aBookMovedInFindsEveryMatch() async throws {
    let source = try await StoreFactory.sqliteInMemory.make()
    for form in Self.forms {
      _ = try await source.contacts.create(try ContactDraft(form, origin: .imported))
    }
    let url = try await PostgresServer.shared.makeDatabase()
    let address = try PostgresAddress(url)
    let store = try await PostgresStore.open(address, password: nil, connections: 2)
    _ = try await BookMove.run(
      from: try #require(source.wholeBook), to: store, destinationName: "there")
    try await Self.expectExactWords(
      PostgresDatabase(address: address, password: nil, size: 1), after: "contacts migrate")
    try await Self.expectSameWindows(store, queries: ["grace", "grace hop", "jose", "zoe"])
  }

  @Test func aBookMadeBeforeTheWordsGainsThem() async throws {
    let url = try await PostgresServer.shared.makeDatabase()
    let address = try PostgresAddress(url)
    let store = try await PostgresStore.open(address, password: nil, connections: 1)
    for form in Self.forms { _ = try await store.create(try ContactDraft(form, origin: .imported)) }
    // The book as version 9 left it: v10 undone, the search text's trigram index back.
    let database = PostgresDatabase(address: address, password: nil, size: 1)
    try await database.write { session in
      for statement: PostgresQuery in [
        "DROP TRIGGER list_word_added ON contact", "DROP TRIGGER list_word_moved ON contact",
        "DROP TRIGGER list_word_gone ON contact", "DROP FUNCTION list_word_keep",
        "DROP TABLE list_word", "DROP STATISTICS contact_search_rest",
        "DROP INDEX contact_search_rest", "DROP FUNCTION search_rest",
        "DROP FUNCTION list_word",
        """
        CREATE INDEX contact_search ON contact USING gin (search_text gin_trgm_ops) WHERE live
        """,
        "DELETE FROM contacts_migration WHERE name LIKE 'v10:%'",
      ] {
        try session.execute(statement)
      }
    }
    let reopened = try await PostgresStore.open(address, password: nil, connections: 1)
    let indexes = try await database.read { session in
      try session.rows("SELECT indexname FROM pg_indexes WHERE tablename = 'contact'")
        .map { try $0.decode(String.self) }
    }
    #expect(indexes.contains("contact_search_rest") && !indexes.contains("contact_search"))
    try await Self.expectExactWords(database, after: "v10")
    try await Self.expectSameWindows(reopened, queries: ["grace", "e hop", "jose", "zo"])
  }
}
