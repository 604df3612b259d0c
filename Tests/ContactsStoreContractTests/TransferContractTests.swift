import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "Import matches contacts by uid in one change; export keeps what import kept",
  .removesTemporaryFolders)
struct TransferContractTests {
  private func item(_ uid: String, _ fullName: String, extras: String = "") throws
    -> ContactImport
  {
    ContactImport(uid: uid, draft: try ContractBook.draft(fullName), extras: extras)
  }

  @Test(arguments: StoreFactory.all)
  func importingTheSameFileTwiceChangesNothingTheSecondTime(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let file = [try item("u1", "Ada Lovelace"), try item("u2", "Alan Turing")]
    #expect(try await store.importContacts(file, dryRun: false) { _ in } == ImportCounts(added: 2))
    let change = try await store.lastChange()
    #expect(
      try await store.importContacts(file, dryRun: false) { _ in } == ImportCounts(unchanged: 2))
    #expect(try await store.lastChange() == change)
  }

  @Test(arguments: StoreFactory.all)
  func aDryRunCountsLikeTheRealImportAndWritesNothing(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    _ = try await store.importContacts([try item("u1", "Ada Lovelace")], dryRun: false) { _ in }
    let file = [
      try item("u1", "Ada King"), try item("u2", "Alan Turing"), try item("u2", "Alan T"),
    ]
    let dry = try await store.importContacts(file, dryRun: true) { _ in }
    #expect(dry == ImportCounts(added: 2, updated: 1, keptSeparate: 1))
    #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
    #expect(try await store.lastChange()?.count == 1)
    #expect(try await store.importContacts(file, dryRun: false) { _ in } == dry)
  }

  /// One file with a card twice and a third card with the same uid that says something else:
  /// the repeat is the same contact, the third a contact of its own, reported with where the
  /// first was. Importing the file again changes nothing. (The web's import page showed the
  /// PostgreSQL and reference stores keeping the repeat apart too, as SQLite did not.)
  @Test(arguments: StoreFactory.all)
  func aCardTwiceInOneFileIsOneContactAndADifferentOneWithItsUIDIsKeptApart(
    _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    func card(_ uid: String, _ name: String, line: Int) throws -> ContactImport {
      ContactImport(
        uid: uid, draft: try ContractBook.draft(name),
        origin: CardOrigin(fileName: "cards.vcf", line: line))
    }
    let file = [
      try card("ada", "Ada Lovelace", line: 1), try card("alan", "Alan Turing", line: 5),
      try card("ada", "Ada Lovelace", line: 9), try card("ada", "Ada King", line: 13),
    ]
    let first = ReportingSource(file)
    #expect(
      try await store.importContacts(from: first, dryRun: false) { _ in }
        == ImportCounts(added: 3, unchanged: 1, keptSeparate: 1))
    let repeated = RepeatedUIDCard(
      uid: "ada", ordinal: 2, origin: CardOrigin(fileName: "cards.vcf", line: 13),
      firstOrigin: CardOrigin(fileName: "cards.vcf", line: 1))
    #expect(first.reported == [repeated])
    #expect(
      try await store.allContacts().map(\.fullName) == ["Ada King", "Ada Lovelace", "Alan Turing"])
    let change = try await store.lastChange()
    let again = ReportingSource(file)
    #expect(
      try await store.importContacts(from: again, dryRun: false) { _ in }
        == ImportCounts(unchanged: 4, keptSeparate: 1))
    #expect(again.reported == [repeated])
    #expect(try await store.lastChange() == change)
  }

  @Test(arguments: StoreFactory.all, [1, 6_000])
  func anImportWhoseSourceFailsWritesNothingAndThrowsItsError(
    _ factory: StoreFactory, cards: Int
  ) async throws {
    let store = try await factory.make().contacts
    // 6,000 is more than a store writes at a time: the first are being written when it fails.
    let source = FailingSource(
      before: try (1...cards).map { try item("u\($0)", "Person \($0)") })
    await #expect(throws: ImportError.noFile) {
      try await store.importContacts(from: source, dryRun: false) { _ in }
    }
    #expect(try await store.allContacts().isEmpty)
    #expect(try await store.lastChange() == nil)
  }

  @Test(arguments: StoreFactory.all)
  func tabsNewlinesBackslashesQuotesAndBracesComeBackAsImported(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    var form = ContractBook.form(#"Ada\ "Lovelace" {1815}"#)
    form.note = "one\n\ttwo \\ three\n\\N"
    let draft = try ContactDraft(form).listing(groups: [#"a "quoted", {braced} \ group"#, "NULL"])
    let card = ContactImport(
      uid: "u\\1\t", draft: draft, extras: "X-ONE:a\\nb\r\nX-TWO:\t\"c\"")
    #expect(
      try await store.importContacts([card], dryRun: false) { _ in } == ImportCounts(added: 1))
    let exported = try await store.exportSnapshot().exportContacts(after: nil, limit: 10)
    #expect(exported.map(\.uid) == [card.uid])
    #expect(exported.map(\.extras) == [card.extras])
    let contact = try #require(exported.first?.contact)
    #expect(
      [contact.firstName, contact.lastName, contact.note] == [
        "Ada\\", #""Lovelace" {1815}"#, draft.note,
      ])
    #expect(contact.details.groups == draft.details.groups)
    let groups = try await store.groups()
    #expect(
      Set(groups.map(\.name)) == Set(draft.details.groups) && groups.allSatisfy { $0.count == 1 })
    #expect(
      try await store.importContacts([card], dryRun: false) { _ in } == ImportCounts(unchanged: 1))
  }

  @Test(arguments: StoreFactory.all)
  func progressIsHeardEachTimeAStepOfContactsIsDone(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let file = try (1...2_500).map { try item("u\($0)", "Person \($0)") }
    let heard = ProgressHeard()
    _ = try await store.importContacts(file, dryRun: false) { heard.append($0) }
    #expect(heard.reports == [ImportProgress.step, 2 * ImportProgress.step])
  }

  @Test(arguments: StoreFactory.all)
  func editingInTheAppKeepsTheUIDAndTheExtras(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    _ = try await store.importContacts(
      [try item("u1", "Ada Lovelace", extras: "BDAY:1815-12-10")], dryRun: false
    ) { _ in }
    let ada = try #require(try await store.allContacts().first)
    try await ContractBook.rename(ada, "King", in: store)
    let exported = try await store.exportSnapshot().exportContacts(after: nil, limit: 10)
    #expect(exported.map(\.uid) == ["u1"])
    #expect(exported.map(\.extras) == ["BDAY:1815-12-10"])
  }

  @Test(arguments: StoreFactory.all)
  func contactsMadeInTheAppGetUIDsOfTheirOwnAndExportReadsWindowByWindow(
    _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    try await ContractBook.create(
      ["Zoe Adams", "émile zola", "adam smith", "Ángel Díaz"], in: store)
    let snapshot = try await store.exportSnapshot()
    var read: [ContactExport] = []
    var position: ContactPosition?
    while let window = Optional(try await snapshot.exportContacts(after: position, limit: 3)),
      let last = window.last
    {
      read += window
      position = last.contact.position
    }
    #expect(read.map(\.contact.fullName) == WindowContractTests.appOrder)
    #expect(Set(read.map(\.uid)).count == 4 && read.allSatisfy { !$0.uid.isEmpty })
  }

  @Test(arguments: StoreFactory.all)
  func aPhotoIsSetReadReplacedAndRemoved(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.create(try ContractBook.draft("Ada Lovelace"))
    #expect(try await store.photo(id: ada.id) == nil)
    let gif = try ContactPhoto(SamplePhotos.gif)
    try await store.setPhoto(gif, id: ada.id)
    #expect(try await store.photo(id: ada.id) == gif)
    #expect(try await store.contact(id: ada.id).photo == gif.summary)
    #expect(try await store.allContacts().first?.photo == gif.summary)
    let edited = try await ContractBook.rename(ada, "King", in: store)
    #expect(edited.photo == gif.summary, "an edit keeps the photo")
    try await store.setPhoto(nil, id: ada.id)
    #expect(try await store.photo(id: ada.id) == nil)
    #expect(try await store.contact(id: ada.id).photo == nil)
    await #expect(throws: ContactStoreError.notFound(7)) { try await store.photo(id: 7) }
    await #expect(throws: ContactStoreError.notFound(7)) { try await store.setPhoto(gif, id: 7) }
  }

  @Test(arguments: StoreFactory.all)
  func groupCardsAreKeptAndReplacedByUID(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let first = GroupCard(uid: "g1", name: "Poets", members: ["ada"], text: "BEGIN:VCARD")
    let source = CardsAndGroups([try item("ada", "Ada Lovelace")], groups: [first])
    #expect(try await store.importContacts(from: source, dryRun: false) { _ in }.groups == 1)
    let renamed = GroupCard(uid: "g1", name: "Writers", members: ["ada"], text: "BEGIN:VCARD")
    _ = try await store.importContacts(from: CardsAndGroups([], groups: [renamed]), dryRun: false) {
      _ in
    }
    #expect(try await store.exportSnapshot().groupCards().map(\.name) == ["Writers"])
  }

  @Test(arguments: StoreFactory.all)
  func aGroupCardPutsTheContactsItNamesInItsGroupOnceEach(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    var ada = ContractBook.form("Ada Lovelace")
    ada.groups = ["Poets"]
    let cards = [
      ContactImport(uid: "ada", draft: try ContactDraft(ada)),
      try item("urn:uuid:bob", "Bob Marley"),
      try item("cid", "Cid Campeador"),
    ]
    let poets = GroupCard(
      uid: "g1", name: "Poets", members: ["urn:uuid:ada", "bob", "gone"], text: "BEGIN:VCARD")
    _ = try await store.importContacts(from: CardsAndGroups(cards, groups: [poets]), dryRun: false)
    {
      _ in
    }
    let members = try await store.page(PageRequest(limit: 10, group: "Poets")).contacts
    #expect(members.map(\.fullName) == ["Ada Lovelace", "Bob Marley"])
    #expect(try await store.groups() == [ContactGroup(name: "Poets", count: 2)])
  }
}

/// What an import's progress said, in order, from whatever thread the store reports on.
private final class ProgressHeard: @unchecked Sendable {
  private let lock = NSLock()
  private var heard: [Int] = []

  var reports: [Int] { lock.withLock { heard } }

  func append(_ done: Int) { lock.withLock { heard.append(done) } }
}

/// An import source that gives its contacts, then throws.
private final class FailingSource: ContactImportSource, @unchecked Sendable {
  private let contacts: [ContactImport]
  private var given = 0

  init(before contacts: [ContactImport]) { self.contacts = contacts }

  func next() throws -> ContactImport? {
    guard given < contacts.count else { throw ImportError.noFile }
    given += 1
    return contacts[given - 1]
  }

  func report(_ card: RepeatedUIDCard) {}
}

/// An import source of cards in memory that keeps what the import reported.
private final class ReportingSource: ContactImportSource, @unchecked Sendable {
  private let lock = NSLock()
  private var left: [ContactImport]
  private var heard: [RepeatedUIDCard] = []

  init(_ contacts: [ContactImport]) { left = contacts }

  var reported: [RepeatedUIDCard] { lock.withLock { heard } }

  func next() throws -> ContactImport? {
    lock.withLock { left.isEmpty ? nil : left.removeFirst() }
  }

  func report(_ card: RepeatedUIDCard) { lock.withLock { heard.append(card) } }
}
