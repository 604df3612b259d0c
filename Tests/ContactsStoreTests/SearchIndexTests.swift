import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Testing

/// The SQLite search index finds exactly what a plain scan of `SearchText` finds.
@Suite("Search index")
struct SearchIndexTests {
  private static let firstNames = [
    "Ada", "Ángel", "émile", "Zoë", "ÉLODIE", "Grace", "Øyvind", "李", "Jo",
  ]
  private static let lastNames = ["Lovelace", "Díaz", "Zola", "Adams", "O'Neil", "Hopper", "Søren"]
  private static let domains = ["example.com", "engine.org", "mail.co.uk"]

  @Test func theIndexAgreesWithAScanOnGeneratedContacts() async throws {
    var random = SplitMix64(seed: 42)
    let store = try ContactDatabase.inMemory()
    var contacts: [Contact] = []
    for _ in 0..<200 {
      let first = random.pick(Self.firstNames)
      let last = random.pick(Self.lastNames)
      let form = ContactForm(
        firstName: first, lastName: last,
        phones: [
          LabeledValue(
            label: "mobile",
            value:
              "+\(random.next() % 90 + 1) (\(random.next() % 900 + 100)) \(random.next() % 9000 + 1000)"
          )
        ],
        emails: [
          LabeledValue(
            label: "work",
            value: "\(first.lowercased())\(random.next() % 100)@\(random.pick(Self.domains))")
        ])
      contacts.append(try await store.create(ContactDraft(form)))
    }
    let scan = RepositorySpy(contacts: contacts)
    var queries = [
      "a", "ad", "ADA", "ángel díaz", "zoe", "@engine", "co.uk", "(555)", "o'n", "李", "\"", "%",
      "_",
    ]
    for _ in 0..<150 {
      let text = SearchText.indexed(random.pick(contacts))
      let start = Int(random.next() % UInt64(text.count))
      let length = Int(random.next() % 6) + 1
      queries.append(String(text.dropFirst(start).prefix(length)))
    }
    for query in queries {
      let indexed = try await store.searchAll(query, pageSize: 64).map(\.id)
      let scanned = try await scan.searchAll(query, pageSize: 64).map(\.id)
      #expect(indexed == scanned, "query \(query.debugDescription)")
    }
  }

  @Test func aBlankQueryListsEveryone() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    #expect(try await store.searchAll("  ") == [ada])
  }
}
