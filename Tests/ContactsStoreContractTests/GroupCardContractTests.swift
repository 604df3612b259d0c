import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A group card's members are in its group: shown, edited, undone and rewound",
  .removesTemporaryFolders)
struct GroupCardContractTests {
  /// A vCard 4.0 group of Ada and Charles, with a folded line, as a file would hold it.
  static let society = GroupCard(
    uid: "urn:uuid:5c1f0e2a-9d3b-4f6e-8a7c-1b2d3e4f5a6b", name: "Analytical Engine Society",
    members: ["urn:uuid:ada", "urn:uuid:charles"],
    text: "BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:group\r\nFN:Analytical Engine Society\r\n"
      + "UID:urn:uuid:5c1f0e2a-9d3b-4f6e-8a7c-1b2d3e4f5a6b\r\n"
      + "NOTE:Notes on Menabrea's memoir\\, the Bernoulli numbers and the difference en\r\n"
      + " gine\r\nMEMBER:urn:uuid:ada\r\nMEMBER:urn:uuid:charles\r\n"
      + "REV:20240501T100000Z\r\nEND:VCARD\r\n")

  /// Ada, Charles and Mary; Mary's own card lists the group Poets.
  static func people() throws -> [ContactImport] {
    var mary = ContractBook.form("Mary Somerville")
    mary.groups = ["Poets"]
    return [
      ContactImport(uid: "urn:uuid:ada", draft: try ContractBook.draft("Ada Lovelace")),
      ContactImport(uid: "charles", draft: try ContractBook.draft("Charles Babbage")),
      ContactImport(uid: "urn:uuid:mary", draft: try ContactDraft(mary)),
    ]
  }

  /// A store holding `people()` and `society`, imported in one change; Ada, Charles and Mary.
  static func book(_ factory: StoreFactory, clock: ManualClock = ManualClock()) async throws
    -> (store: any ChangeTrackedRepository, ada: Contact, charles: Contact, mary: Contact)
  {
    let store = try await factory.make(clock: clock.now).contacts
    let source = CardsAndGroups(try people(), groups: [society])
    _ = try await store.importContacts(from: source, dryRun: false) { _ in }
    let all = try await store.allContacts()
    return (store, all[0], all[1], all[2])
  }

  /// The contact with `groups` as the groups the person wants.
  @discardableResult
  static func setGroups(_ groups: [String], of id: Contact.ID, in store: any ContactRepository)
    async throws -> Contact
  {
    var form = ContactForm(try await store.contact(id: id))
    form.groups = groups
    return try await store.update(id: id, with: try ContactDraft(form, origin: .imported))
  }

  static func cards(in store: any ContactRepository) async throws -> [GroupCard] {
    try await store.exportSnapshot().groupCards()
  }

  /// The groups the contact's own card lists, as an export writes them.
  static func ownGroups(of id: Contact.ID, in store: any ContactRepository) async throws
    -> [String]?
  {
    try await store.exportSnapshot().exportContacts(after: nil, limit: 50)
      .first { $0.contact.id == id }?.contact.details.groups
  }

  @Test(arguments: StoreFactory.all)
  func aContactListedByAGroupCardIsShownInItsGroupOnceNotWrittenTwice(_ factory: StoreFactory)
    async throws
  {
    let (store, ada, charles, mary) = try await Self.book(factory)
    #expect(try await store.contact(id: ada.id).details.groups == ["Analytical Engine Society"])
    #expect(
      try await store.contact(id: charles.id).details.groups == ["Analytical Engine Society"])
    #expect(try await store.contact(id: mary.id).details.groups == ["Poets"])
    #expect(ada.details.groups.isEmpty, "a list window shows the card as stored")
    #expect(try await Self.ownGroups(of: ada.id, in: store) == [], "no CATEGORIES written")
    let society = try await store.page(PageRequest(limit: 50, group: "Analytical Engine Society"))
    #expect(society.contacts.map(\.fullName) == ["Ada Lovelace", "Charles Babbage"])
    #expect(
      Set(try await store.groups())
        == [
          ContactGroup(name: "Analytical Engine Society", count: 2),
          ContactGroup(name: "Poets", count: 1),
        ])
  }

  @Test(arguments: StoreFactory.all)
  func removingAContactFromAGroupCardsGroupDropsItsMemberLineAndKeepsEveryOther(
    _ factory: StoreFactory
  ) async throws {
    let (store, ada, _, _) = try await Self.book(factory)
    let edited = try await Self.setGroups([], of: ada.id, in: store)
    #expect(edited.details.groups.isEmpty)
    #expect(try await store.contact(id: ada.id).details.groups.isEmpty)
    let card = try #require(try await Self.cards(in: store).first)
    #expect(
      card.text == Self.society.text.replacingOccurrences(of: "MEMBER:urn:uuid:ada\r\n", with: ""))
    #expect(card.members == ["urn:uuid:charles"])
    let society = try await store.page(PageRequest(limit: 50, group: "Analytical Engine Society"))
    #expect(society.contacts.map(\.fullName) == ["Charles Babbage"])
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .edit && change.contactID == ada.id)
    #expect(try await store.history(of: ada.id, limit: 5).total == 0, "her own card is as it was")
  }

  @Test(arguments: StoreFactory.all)
  func addingAContactToAGroupOnlyAGroupCardHoldsAddsAMemberLineToThatCard(
    _ factory: StoreFactory
  ) async throws {
    let (store, _, _, mary) = try await Self.book(factory)
    let edited = try await Self.setGroups(
      ["Poets", "Analytical Engine Society", "Astronomers"], of: mary.id, in: store)
    #expect(edited.details.groups == ["Poets", "Astronomers", "Analytical Engine Society"])
    #expect(try await Self.ownGroups(of: mary.id, in: store) == ["Poets", "Astronomers"])
    let card = try #require(try await Self.cards(in: store).first)
    #expect(card.members == ["urn:uuid:ada", "urn:uuid:charles", "urn:uuid:mary"])
    #expect(
      card.text
        == Self.society.text.replacingOccurrences(
          of: "MEMBER:urn:uuid:charles\r\n",
          with: "MEMBER:urn:uuid:charles\r\nMEMBER:urn:uuid:mary\r\n"))
    let grace = try await store.create(
      try ContactDraft(
        {
          var form = ContractBook.form("Grace Hopper")
          form.groups = ["Analytical Engine Society"]
          return form
        }()))
    #expect(grace.details.groups == ["Analytical Engine Society"])
    #expect(try await Self.ownGroups(of: grace.id, in: store) == [])
    #expect(try await Self.cards(in: store).first?.members.count == 4)
  }

  @Test(arguments: StoreFactory.all)
  func oneUndoTakesBackAnEditAndTheGroupCardItRewrote(_ factory: StoreFactory) async throws {
    let (store, ada, _, _) = try await Self.book(factory)
    var form = ContactForm(try await store.contact(id: ada.id))
    form.groups = []
    form.lastName = "King"
    _ = try await store.update(id: ada.id, with: try ContactDraft(form))
    let outcome = try await store.undo(nil)
    #expect(outcome.change.kind == .edit && outcome.putBack == 1)
    #expect(outcome.contact?.fullName == "Ada Lovelace")
    #expect(outcome.contact?.details.groups == ["Analytical Engine Society"])
    #expect(try await Self.cards(in: store) == [Self.society])
    #expect(try await store.lastChange()?.kind == .importFile)
  }

  @Test(arguments: StoreFactory.all)
  func oneUndoTakesBackAPhotoSetWithAGroupLeftInAGroupCard(_ factory: StoreFactory)
    async throws
  {
    let (store, ada, _, _) = try await Self.book(factory)
    var form = ContactForm(try await store.contact(id: ada.id))
    form.groups = []
    let photo = try ContactPhoto(SamplePhotos.gif)
    _ = try await store.update(id: ada.id, with: try ContactDraft(form), photo: .set(photo))
    #expect(try await store.photo(id: ada.id) == photo)
    _ = try await store.undo(nil)
    #expect(try await store.photo(id: ada.id) == nil)
    #expect(try await store.contact(id: ada.id).details.groups == ["Analytical Engine Society"])
    #expect(try await Self.cards(in: store) == [Self.society])
  }

  @Test(arguments: StoreFactory.all)
  func undoingAnImportLeavesNoGroupCardBehindAndPutsBackOneItReplaced(_ factory: StoreFactory)
    async throws
  {
    let (store, ada, _, _) = try await Self.book(factory)
    try await Self.setGroups([], of: ada.id, in: store)
    _ = try await store.undo(nil)
    let outcome = try await store.undo(nil)
    #expect(outcome.change.kind == .importFile && outcome.removed == 3 && outcome.keptCount == 0)
    #expect(try await Self.cards(in: store).isEmpty)
    #expect(try await store.groups().isEmpty)

    let (again, _, _, _) = try await Self.book(factory)
    let renamed = GroupCard(
      uid: Self.society.uid, name: "Babbage's circle", members: ["urn:uuid:ada"],
      text: "BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:group\r\nFN:Babbage's circle\r\nEND:VCARD\r\n")
    let source = CardsAndGroups([], groups: [renamed])
    #expect(try await again.importContacts(from: source, dryRun: false) { _ in }.groups == 1)
    #expect(try await Self.cards(in: again) == [renamed])
    _ = try await again.undo(nil)
    #expect(try await Self.cards(in: again) == [Self.society])
  }

  @Test(arguments: StoreFactory.all)
  func importingTheSameGroupCardsAgainIsNoChange(_ factory: StoreFactory) async throws {
    let (store, _, _, _) = try await Self.book(factory)
    let change = try await store.lastChange()
    let source = CardsAndGroups(try Self.people(), groups: [Self.society])
    let counts = try await store.importContacts(from: source, dryRun: false) { _ in }
    #expect(counts == ImportCounts(unchanged: 3, groups: 1))
    #expect(try await store.lastChange() == change)
  }

  @Test(arguments: StoreFactory.all)
  func rewindingToBeforeAnImportLeavesNoGroupCardAndUndoBringsItBack(_ factory: StoreFactory)
    async throws
  {
    let clock = ManualClock()
    let beforeImport = clock.now().addingTimeInterval(-1)
    let (store, ada, _, _) = try await Self.book(factory, clock: clock)
    clock.advance(days: 1)
    let then = clock.now().addingTimeInterval(-3600)
    let other = try await store.importContacts(
      from: CardsAndGroups([], groups: [Self.society.removing(uid: "ada")]), dryRun: false
    ) { _ in }
    #expect(other.groups == 1)
    clock.advance(seconds: 60)
    try await Self.setGroups(["Analytical Engine Society"], of: ada.id, in: store)
    #expect(try await Self.cards(in: store) != [Self.society], "a MEMBER line added last")
    let plan = try await store.rewindPlan(to: then)
    #expect(plan.groupCards == RewindPlan.Contacts(count: 1, names: ["Analytical Engine Society"]))
    #expect(plan.newGroupCards.count == 0)
    #expect(plan.removed.count + plan.restored.count + plan.reverted.count == 0)
    _ = try await store.rewind(to: then)
    #expect(try await Self.cards(in: store) == [Self.society])
    #expect(try await store.rewindPlan(to: then).isEmpty)
    let whole = try await store.rewind(to: beforeImport)
    #expect(
      whole.newGroupCards == RewindPlan.Contacts(count: 1, names: ["Analytical Engine Society"]))
    #expect(whole.removed.count == 3 && whole.groupCards.count == 0)
    #expect(try await Self.cards(in: store).isEmpty)
    #expect(try await store.groups().isEmpty)
    _ = try await store.undo(nil)
    #expect(try await Self.cards(in: store) == [Self.society])
  }
}
