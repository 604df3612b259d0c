import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A served book serves group cards beside contacts: listed, fetched, changed, deleted, undone",
  .removesTemporaryFolders)
struct ServedGroupsContractTests {
  /// The society group card (`GroupCardContractTests.society`) as a client PUTs it.
  static let society = GroupCardContractTests.society
  static let societyName = "society.vcf"

  /// A store holding Ada, Charles and Mary (`GroupCardContractTests.people`), and the society
  /// PUT at `societyName`.
  static func book(_ factory: StoreFactory) async throws -> (
    store: StoreFactory.Store, society: ServedEntry
  ) {
    let store = try await factory.make()
    _ = try await store.contacts.importContacts(
      try GroupCardContractTests.people(), dryRun: false
    ) { _ in }
    let write = try await store.served.put(
      group: society, named: societyName, when: .absent)
    guard case .created(let entry) = write else { throw Unexpected.write }
    return (store, entry)
  }

  /// The society's members, by name, as the groups screen counts them.
  static func societyCount(in store: any ContactRepository) async throws -> Int? {
    try await store.groups().first { $0.name == society.name }?.count
  }

  @Test(arguments: StoreFactory.all)
  func aGroupCardPutIsListedAfterTheContactsAndServedAsItCame(_ factory: StoreFactory)
    async throws
  {
    let (store, entry) = try await Self.book(factory)
    let entries = try await ServedBook.entries(of: store.served)
    #expect(entries.count == 4 && entries.last == entry)
    #expect(entry.name == Self.societyName)
    for window in [1, 3] {
      #expect(try await ServedBook.entries(of: store.served, window: window) == entries)
    }
    let card = try #require(try await store.served.servedCards(named: [Self.societyName]).first)
    #expect(card == ServedCard(entry: entry, content: .verbatim(Data(Self.society.text.utf8))))
    #expect(try await Self.societyCount(in: store.contacts) == 2)
  }

  @Test(arguments: StoreFactory.all)
  func aGroupCardPutHoldsToItsConditionsAndItsUID(_ factory: StoreFactory) async throws {
    let (store, entry) = try await Self.book(factory)
    let society = Self.society
    await #expect(throws: ServedBookError.preconditionFailed(name: Self.societyName)) {
      try await store.served.put(group: society, named: Self.societyName, when: .absent)
    }
    await #expect(throws: ServedBookError.preconditionFailed(name: Self.societyName)) {
      try await store.served.put(
        group: society, named: Self.societyName, when: .matches("\"stale\""))
    }
    await #expect(throws: ServedBookError.uidConflict(existingName: Self.societyName)) {
      try await store.served.put(group: society, named: "other.vcf", when: .absent)
    }
    await #expect(throws: ServedBookError.uidConflict(existingName: Self.societyName)) {
      try await ServedBook.put("u-9", "Alan Turing", at: Self.societyName, in: store.served)
    }
    await #expect(throws: ServedBookError.uidConflict(existingName: Self.societyName)) {
      try await ServedBook.put(society.uid, "Alan Turing", at: "alan.vcf", in: store.served)
    }
    let named = GroupCard(uid: "urn:uuid:ada", name: "Ada", members: [], text: "")
    await #expect(throws: ServedBookError.uidConflict(existingName: "urn:uuid:ada.vcf")) {
      try await store.served.put(group: named, named: "g.vcf", when: .absent)
    }
    let fewer = society.removing(uid: "charles")
    let write = try await store.served.put(
      group: fewer, named: Self.societyName, when: .matches(entry.etag))
    guard case .updated(let updated) = write else { throw Unexpected.write }
    #expect(updated.etag != entry.etag)
    #expect(try await Self.societyCount(in: store.contacts) == 1)
  }

  @Test(arguments: StoreFactory.all)
  func editingAMembersGroupsInTheAppGivesTheGroupCardANewTagAndAChange(_ factory: StoreFactory)
    async throws
  {
    let (store, entry) = try await Self.book(factory)
    let seen = try await store.served.servedState()
    let ada = try #require(try await store.contacts.allContacts().first)
    try await GroupCardContractTests.setGroups([], of: ada.id, in: store.contacts)
    let changes = try await ServedBook.changes(of: store.served, since: seen)
    let change = try #require(changes.first { $0.name == Self.societyName })
    let card = try #require(try await store.served.servedCards(named: [Self.societyName]).first)
    #expect(change.etag == card.entry.etag && card.entry.etag != entry.etag)
    #expect(card.content == .verbatim(Data(Self.society.removing(uid: "urn:uuid:ada").text.utf8)))
  }

  @Test(arguments: StoreFactory.all)
  func aDeletedGroupCardTakesItsMembersOutShowsAsGoneAndOneUndoBringsItBack(
    _ factory: StoreFactory
  ) async throws {
    let (store, entry) = try await Self.book(factory)
    let seen = try await store.served.servedState()
    await #expect(throws: ServedBookError.preconditionFailed(name: Self.societyName)) {
      try await store.served.delete(named: Self.societyName, when: .matches("\"stale\""))
    }
    try await store.served.delete(named: Self.societyName, when: .matches(entry.etag))
    #expect(try await store.served.servedCards(named: [Self.societyName]).isEmpty)
    #expect(try await ServedBook.entries(of: store.served).count == 3)
    #expect(try await Self.societyCount(in: store.contacts) == nil)
    let gone = try await ServedBook.changes(of: store.served, since: seen)
    #expect(gone.map(\.name) == [Self.societyName] && gone[0].etag == nil)
    let afterDelete = try await store.served.servedState()
    _ = try await store.contacts.undo(nil)
    #expect(try await Self.societyCount(in: store.contacts) == 2)
    let back = try await ServedBook.changes(of: store.served, since: afterDelete)
    let card = try #require(try await store.served.servedCards(named: [Self.societyName]).first)
    #expect(
      back == [ServedChange(name: Self.societyName, etag: card.entry.etag, stamp: back[0].stamp)])
  }

  @Test(arguments: StoreFactory.all)
  func oneUndoTakesBackAPhonesEditOfAGroupCard(_ factory: StoreFactory) async throws {
    let (store, entry) = try await Self.book(factory)
    _ = try await store.served.put(
      group: Self.society.removing(uid: "charles"), named: Self.societyName, when: .present)
    _ = try await store.contacts.undo(nil)
    let card = try #require(try await store.served.servedCards(named: [Self.societyName]).first)
    #expect(card.content == .verbatim(Data(Self.society.text.utf8)))
    #expect(card.entry.etag != entry.etag)
    #expect(try await Self.societyCount(in: store.contacts) == 2)
  }

  @Test(arguments: StoreFactory.all)
  func changesOfContactsAndGroupCardsComeInStampOrderWindowByWindow(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make()
    let seen = try await store.served.servedState()
    _ = try await store.contacts.importContacts(
      try GroupCardContractTests.people(), dryRun: false
    ) { _ in }
    _ = try await store.served.put(group: Self.society, named: Self.societyName, when: .absent)
    try await ServedBook.put("u-1", "Alan Turing", at: "alan.vcf", in: store.served)
    let changes = try await ServedBook.changes(of: store.served, since: seen)
    #expect(changes.count == 5 && changes.map(\.name).suffix(2) == [Self.societyName, "alan.vcf"])
    for window in [1, 2] {
      #expect(
        try await ServedBook.changes(of: store.served, since: seen, window: window) == changes)
    }
  }

  enum Unexpected: Error {
    case write
  }
}
