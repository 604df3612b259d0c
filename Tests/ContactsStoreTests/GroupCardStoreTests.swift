import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsStore

/// Group cards: kept whole, their members matched by uid whichever comes first, replaced by a
/// later import of the same card, exported as they came.
@Suite("Group cards in the store")
struct GroupCardStoreTests {
  /// Contacts and group cards, as a file of both gives them.
  private final class Cards: ContactImportSource, @unchecked Sendable {
    private var contacts: IndexingIterator<[ContactImport]>
    private let groups: [GroupCard]

    init(_ contacts: [ContactImport], groups: [GroupCard]) {
      self.contacts = contacts.makeIterator()
      self.groups = groups
    }

    func next() -> ContactImport? { contacts.next() }
    func report(_ card: RepeatedUIDCard) {}
    func groupCards() -> [GroupCard] { groups }
  }

  private func person(_ uid: String, _ fullName: String) throws -> ContactImport {
    ContactImport(uid: uid, draft: try draft(fullName))
  }

  private func group(_ uid: String, _ name: String, _ members: [String]) -> GroupCard {
    GroupCard(
      uid: uid, name: name, members: members,
      text: "BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:group\r\nFN:\(name)\r\nEND:VCARD\r\n")
  }

  @discardableResult
  private func store(
    _ contacts: [ContactImport], groups: [GroupCard], into store: ContactDatabase,
    dryRun: Bool = false
  ) async throws -> ImportCounts {
    try await store.importContacts(from: Cards(contacts, groups: groups), dryRun: dryRun) { _ in }
  }

  private func members(of group: String, in store: ContactDatabase) async throws -> [String] {
    try await store.page(PageRequest(limit: 50, group: group)).contacts.map(\.fullName)
  }

  @Test func aGroupCardsMembersAreMatchedByUIDWithOrWithoutUrnUUID() async throws {
    let db = try ContactDatabase.inMemory()
    let friends = group("g1", "Friends", ["urn:uuid:a", "b", "urn:uuid:nobody"])
    let counts = try await store(
      [
        try person("a", "Ada Lovelace"), try person("urn:uuid:b", "Bob Marley"),
        try person("c", "Cid Campeador"),
      ],
      groups: [friends], into: db)
    #expect(try await members(of: "Friends", in: db) == ["Ada Lovelace", "Bob Marley"])
    #expect(counts == ImportCounts(added: 3, groups: 1))
    #expect(try await db.groups() == [ContactGroup(name: "Friends", count: 2)])
    #expect(try await db.groupCards() == [friends])
  }

  @Test func aMemberImportedAfterItsGroupCardJoinsIt() async throws {
    let db = try ContactDatabase.inMemory()
    try await store([], groups: [group("g1", "Friends", ["urn:uuid:a"])], into: db)
    #expect(try await db.groups().isEmpty)
    try await store([try person("urn:uuid:a", "Ada Lovelace")], groups: [], into: db)
    #expect(try await members(of: "Friends", in: db) == ["Ada Lovelace"])
  }

  @Test func aGroupCardImportedAgainReplacesItsMembers() async throws {
    let db = try ContactDatabase.inMemory()
    let people = [try person("a", "Ada Lovelace"), try person("b", "Bob Marley")]
    try await store(people, groups: [group("g1", "Friends", ["a", "b"])], into: db)
    let renamed = group("g1", "Pals", ["b"])
    try await store([], groups: [renamed], into: db)
    #expect(try await db.groups() == [ContactGroup(name: "Pals", count: 1)])
    #expect(try await members(of: "Pals", in: db) == ["Bob Marley"])
    #expect(try await db.groupCards() == [renamed])
  }

  @Test func aContactInAGroupByItsDetailsAndByACardIsCountedOnce() async throws {
    let db = try ContactDatabase.inMemory()
    var form = ContactForm(firstName: "Ada", lastName: "Lovelace")
    form.groups = ["Friends"]
    let ada = ContactImport(uid: "a", draft: try ContactDraft(form, origin: .imported))
    try await store([ada], groups: [group("g1", "Friends", ["a"])], into: db)
    #expect(try await db.groups() == [ContactGroup(name: "Friends", count: 1)])
    #expect(try await members(of: "Friends", in: db) == ["Ada Lovelace"])
  }

  @Test func aDryRunKeepsNoGroupCard() async throws {
    let db = try ContactDatabase.inMemory()
    try await store(
      [try person("a", "Ada Lovelace")], groups: [group("g1", "Friends", ["a"])], into: db,
      dryRun: true)
    #expect(try await db.groupCards().isEmpty)
    #expect(try await db.groups().isEmpty)
  }

  @Test func anExportWritesTheGroupCardsAfterTheContacts() async throws {
    let db = try ContactDatabase.inMemory()
    let friends = group("g1", "Friends", ["a"])
    try await store([try person("a", "Ada Lovelace")], groups: [friends], into: db)
    let format = LineFormatSpy()
    var written = Data()
    _ = try await db.exportFile(format: format) { written += $0 }
    #expect(String(decoding: written, as: UTF8.self).hasSuffix("Lovelace;\ngroup:g1\n"))
  }
}
