import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

/// What the list's first screen decides for both builds: how a search says what it found, which
/// letter of the index is current, and the colour of a contact's initials.
@Suite("The list's first screen, decided once")
struct ListShellTests {
  private static func rows(_ names: [String]) throws -> [ContactViewModel] {
    try names.enumerated().map { index, name in
      let parts = name.split(separator: " ").map(String.init)
      let draft = try ContactDraft(firstName: parts[0], lastName: parts[1])
      return ContactViewModel(Contact(id: Contact.ID(index + 1), draft))
    }
  }

  @Test func aSearchSaysHowManyContactsItFound() throws {
    let three = ListScreen.rows(
      try Self.rows(["José Martínez", "Josefa Ruiz", "Joseph Fourier"]), previous: nil,
      next: nil, place: nil)
    #expect(three.searchSentence("jose") == "3 contacts match “jose”.")
    let one = ListScreen.rows(
      try Self.rows(["José Martínez"]), previous: nil, next: nil, place: nil)
    #expect(one.searchSentence("martínez") == "1 contact matches “martínez”.")
    #expect(ListScreen.noResults("zzz").searchSentence("zzz") == "No contacts match “zzz”.")
  }

  @Test func aSearchWithMoreThanOneWindowSaysItFoundMoreThanItShows() throws {
    let window = ListScreen.rows(
      try Self.rows(["Ada Lovelace", "Alan Turing"]), previous: nil, next: PageRequest(),
      place: nil)
    #expect(window.searchSentence("a") == "More than 2 contacts match “a”.")
    let last = ListScreen.rows(
      try Self.rows(["Ada Lovelace"]), previous: PageRequest(), next: nil, place: nil)
    #expect(last.searchSentence("a") == "More than 1 contact matches “a”.")
  }

  @Test func theWholeListAndABlankSearchSayNothingOfASearch() throws {
    let list = ListScreen.rows(
      try Self.rows(["Ada Lovelace"]), previous: nil, next: nil, place: nil)
    #expect(list.searchSentence("") == nil)
    #expect(list.searchSentence("  ") == nil)
    #expect(ListScreen.noContent.searchSentence("ada") == nil)
    #expect(ListScreen.isSearch("ada"))
    #expect(!ListScreen.isSearch(" \t"))
  }

  @Test func theSearchIsQuotedOnOneBoundedLine() throws {
    let long = String(repeating: "x", count: 300)
    let list = ListScreen.rows(
      try Self.rows(["Ada Lovelace"]), previous: nil, next: nil, place: nil)
    #expect(list.searchSentence(long) == "1 contact matches “\(ShownText.summary(long))”.")
  }

  @Test(arguments: [
    ("Ada Lovelace", "A"), ("Ángel Díaz", "A"), ("Émile Zola", "E"), ("zoe adams", "Z"),
    ("2pac Shakur", "#"), ("Σοφία Βέμπο", "Σ"), ("Анна Ахматова", "А"), ("小明 王", "漢"),
  ])
  func theCurrentLetterIsTheOneTheFirstRowIsUnder(_ name: String, _ label: String) throws {
    let row = try #require(try Self.rows([name]).first)
    #expect(ListIndex.label(at: row.position) == label)
  }

  @Test func theInitialsColourIsTheSameForTheSameNameAndSpreadOverThePalette() throws {
    let cards = try Self.rows([
      "Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov",
      "Claude Shannon", "Dennis Ritchie", "Hedy Lamarr",
    ]).map(\.card)
    let colours = cards.map(\.avatarColour)
    #expect(colours.allSatisfy { (0..<ContactCard.avatarColours).contains($0) })
    #expect(Set(colours).count > 3)
    // FNV-1a of the name shown, modulo 8, worked out apart (in Python): the same in every
    // process, which Swift's seeded `hashValue` is not.
    #expect(colours.prefix(3) == [6, 0, 3])
  }

  @Test func theIndexLinksTheEntriesWithContactsOfTheListShown() async throws {
    let store = ReferenceStore()
    for (first, last, groups) in [
      ("Ada", "Lovelace", ["Pioneers"]), ("Ángel", "Díaz", []), ("émile", "zola", []),
      ("2pac", "Shakur", []), ("Σοφία", "Βέμπο", ["Pioneers"]), ("Анна", "Ахматова", []),
      ("小明", "王", []),
    ] {
      let draft = try ContactDraft(firstName: first, lastName: last)
      _ = try await store.create(draft.listing(groups: groups))
    }
    let all = try await ListIndex.entriesWithContacts(in: store, query: "", group: nil)
    #expect(all == ["#", "A", "E", "Σ", "А", "漢"])
    let search = try await ListIndex.entriesWithContacts(in: store, query: "zola", group: nil)
    #expect(search == ["E"])
    let group = try await ListIndex.entriesWithContacts(in: store, query: "", group: "Pioneers")
    #expect(group == ["A", "Σ"])
    let empty = try await ListIndex.entriesWithContacts(in: ReferenceStore(), query: "", group: nil)
    #expect(empty.isEmpty)
  }

  @Test func anIndexThatCannotBeReadSaysSoInsteadOfLinkingNothing() async throws {
    await #expect(throws: AppFailure.self) {
      try await ListIndex.entriesWithContacts(
        in: RepositorySpy(failure: .locked), query: "", group: nil)
    }
  }
}
