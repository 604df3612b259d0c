import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite("Windows of the list and of search results, in the one ordering", .removesTemporaryFolders)
struct WindowContractTests {
  /// The article's four names, in the order the app shows them.
  static let appOrder = ["adam smith", "Ángel Díaz", "émile zola", "Zoe Adams"]

  private static let names = [
    "Zoe Adams", "émile zola", "adam smith", "Ángel Díaz", "Ada Lovelace", "Adam Smith",
    "Øystein Olsen", "Łukasz Lis", "Bea Brown", "Yann Tiersen", "Ярослав Мудрый", "李 小龙",
  ]

  @Test(arguments: StoreFactory.all)
  func theListIsInTheAppsOrderWhateverTheTypingOrder(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    #expect(try await store.allContacts().isEmpty)
    try await ContractBook.create(
      ["Zoe Adams", "émile zola", "adam smith", "Ángel Díaz"], in: store)
    #expect(try await store.allContacts().map(\.fullName) == Self.appOrder)
  }

  @Test(arguments: StoreFactory.all)
  func equalNamesComeBackInCreationOrderAndIdsAreNeverGivenAgain(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let made = try await ContractBook.create(["Ada Lovelace", "Ada Lovelace"], in: store)
    #expect(made[0].id < made[1].id)
    #expect(try await store.allContacts().map(\.id) == made.map(\.id))
    _ = try await store.deleteForever(id: made[1].id)
    let next = try await store.create(try ContractBook.draft("Bea Brown"))
    #expect(next.id > made[1].id)
    #expect(try await store.contact(id: next.id) == next)
  }

  @Test(arguments: StoreFactory.all)
  func everyWindowIsAPieceOfTheWholeOrderedList(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    try await ContractBook.create(Self.names, in: store)
    for query in ["", "a", "ada", "zzz", "о", "Lovelace Ada"] {
      let all = try await store.page(PageRequest(limit: 100, query: query)).contacts
      for limit in [1, 2, 5] {
        let first = try await store.page(PageRequest(limit: limit, query: query))
        #expect(first.contacts == Array(all.prefix(limit)) && !first.hasPrevious)
        #expect(first.hasNext == (all.count > limit))
        for (index, contact) in all.enumerated() {
          let after = try await store.page(
            PageRequest(.after(contact.position), limit: limit, query: query))
          #expect(after.contacts == Array(all[(index + 1)...].prefix(limit)), "\(query) \(limit)")
          #expect(after.hasPrevious && after.hasNext == (all.count - index - 1 > limit))
          let before = try await store.page(
            PageRequest(.before(contact.position), limit: limit, query: query))
          #expect(before.contacts == Array(all[..<index].suffix(limit)), "\(query) \(limit)")
          #expect(before.hasNext)
          let around = try await store.page(
            PageRequest(.around(contact.position), limit: limit, query: query))
          #expect(around.contacts.contains(contact))
        }
      }
    }
  }

  @Test(arguments: StoreFactory.all)
  func aSearchNeverFindsRecentlyDeletedContactsWhereverItsWindowStarts(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let made = try await ContractBook.create(
      ["Anna Gone", "Bea Brown", "Annika Gone", "Zoe Adams", "Hanna Kept"], in: store)
    try await store.delete(id: made[0].id)
    try await store.delete(id: made[2].id)
    for query in ["gone", "annika", "ann"] {
      let expected = query == "ann" ? ["Hanna Kept"] : []
      let first = try await store.page(PageRequest(limit: 1, query: query))
      #expect(first.contacts.map(\.fullName) == expected && !first.hasNext, "\(query)")
      // From each contact's place, the deleted ones' too: none of them comes back.
      for contact in made {
        let after = try await store.page(
          PageRequest(.after(contact.position), limit: 1, query: query))
        let before = try await store.page(
          PageRequest(.before(contact.position), limit: 1, query: query))
        let found = (before.contacts + after.contacts).map(\.fullName)
        #expect(
          found == expected.filter { $0 != contact.fullName }, "\(query) at \(contact.fullName)")
        #expect(!after.hasNext && !before.hasPrevious, "\(query) at \(contact.fullName)")
      }
    }
  }

  @Test(arguments: StoreFactory.all)
  func aWindowOfTheWholeListSaysWhereItStandsWhenAsked(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let made = try await ContractBook.create(Self.names, in: store)
    let all = try await store.allContacts()
    let third = all[2].position
    let page = try await store.page(PageRequest(.after(third), limit: 2))
    #expect(page.place == ListPlace(before: 3, total: made.count))
    #expect(try await store.page(PageRequest(.after(third), limit: 2, placed: false)).place == nil)
    #expect(try await store.page(PageRequest(limit: 2, query: "a")).place == nil)
  }

  @Test(arguments: StoreFactory.all)
  func aSearchFindsEveryWordOfANameWhateverItsAccents(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    try await ContractBook.create(Self.names, in: store)
    #expect(try await store.searchAll("zola").map(\.fullName) == ["émile zola"])
    #expect(try await store.searchAll("EMILE").map(\.fullName) == ["émile zola"])
    #expect(
      Set(try await store.searchAll("ada").map(\.fullName)) == [
        "Ada Lovelace", "adam smith", "Adam Smith", "Zoe Adams",
      ])
    #expect(try await store.searchAll("angel diaz").map(\.fullName) == ["Ángel Díaz"])
    #expect(try await store.searchAll("nobody").isEmpty)
  }

  @Test(arguments: StoreFactory.all)
  func anEditMovesTheContactAndItsSearchEntry(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let made = try await ContractBook.create(["Ada Lovelace", "Bea Brown"], in: store)
    try await ContractBook.rename(made[0], "Zed", in: store)
    #expect(try await store.searchAll("lovelace").isEmpty)
    #expect(try await store.searchAll("zed").map(\.id) == [made[0].id])
    #expect(try await store.allContacts().map(\.fullName) == ["Ada Zed", "Bea Brown"])
    await #expect(throws: ContactStoreError.notFound(99)) {
      try await store.update(id: 99, with: try ContractBook.draft("No One"))
    }
    await #expect(throws: ContactStoreError.notFound(99)) { try await store.delete(id: 99) }
  }

  @Test(arguments: StoreFactory.all)
  func aGroupListsItsMembersAndIsGoneWhenEmpty(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    var members: [Contact] = []
    for (name, groups) in [
      ("Zoe Adams", ["Family"]), ("adam smith", ["Work"]), ("émile zola", ["Family", "Work"]),
      ("Bob Marley", []),
    ] {
      var form = ContractBook.form(name)
      form.groups = groups
      members.append(try await store.create(try ContactDraft(form)))
    }
    let family = try await store.page(PageRequest(limit: 10, group: "Family")).contacts
    #expect(family.map(\.fullName) == ["émile zola", "Zoe Adams"])
    #expect(
      Set(try await store.groups())
        == [ContactGroup(name: "Family", count: 2), ContactGroup(name: "Work", count: 2)])
    try await store.delete(id: members[1].id)
    try await store.delete(id: members[2].id)
    #expect(try await store.groups() == [ContactGroup(name: "Family", count: 1)])
  }

  @Test(arguments: StoreFactory.all)
  func upcomingBirthdaysComeSoonestFirst(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    for (name, birthday) in [
      ("Ada Lovelace", "1815-12-10"), ("New Year", "--01-01"), ("Old Year", "1980-12-31"),
      ("Zoe Adams", "--07-14"), ("Bea Brown", ""),
    ] {
      var form = ContractBook.form(name)
      form.birthday = birthday
      _ = try await store.create(try ContactDraft(form))
    }
    let december = try #require(PartialDate("2026-12-01"))
    let window = try #require(BirthdayWindow(from: december, days: 45))
    #expect(
      try await store.birthdays(in: window, limit: 10).map(\.fullName) == [
        "Ada Lovelace", "Old Year", "New Year",
      ])
    #expect(try await store.birthdays(in: window, limit: 1).map(\.fullName) == ["Ada Lovelace"])
  }
}
