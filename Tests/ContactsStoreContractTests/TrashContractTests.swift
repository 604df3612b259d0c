import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "Recently deleted keeps a deleted contact whole, out of every read, for a while",
  .removesTemporaryFolders)
struct TrashContractTests {
  @Test(arguments: StoreFactory.all)
  func aDeletedContactLeavesEveryReadAndComesBackWhole(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    let before = try await ContractBook.traces(of: ada.id, in: store)
    try await store.delete(id: ada.id)
    #expect(try await ContractBook.traces(of: ada.id, in: store).isEmpty)
    await #expect(throws: ContactStoreError.notFound(ada.id)) {
      try await store.contact(id: ada.id)
    }
    #expect(try await store.allContacts().map(\.fullName) == ["Bea Brown"])
    #expect(try await store.searchAll("lovelace").isEmpty)
    #expect(try await store.groups().isEmpty)
    let december = try #require(PartialDate("2026-12-01"))
    let window = try #require(BirthdayWindow(from: december, days: 30))
    #expect(try await store.birthdays(in: window, limit: 10).isEmpty)
    let export = try await store.exportSnapshot().exportContacts(after: nil, limit: 10)
    #expect(export.map(\.contact.fullName) == ["Bea Brown"])
    let deleted = try await store.deletedContacts(limit: 10)
    #expect(deleted.map(\.id) == [ada.id] && deleted.map(\.fullName) == ["Ada Lovelace"])
    #expect(deleted.first?.daysLeft == 30)

    let restored = try await store.restore(id: ada.id)
    #expect(restored == (try await store.contact(id: ada.id)))
    #expect(try await ContractBook.traces(of: ada.id, in: store) == before)
    #expect(try await store.searchAll("enchantress").map(\.id) == [ada.id])
    #expect(try await store.birthdays(in: window, limit: 10).map(\.id) == [ada.id])
    #expect(try await store.deletedContacts(limit: 10).isEmpty)
    #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace", "Bea Brown"])
  }

  @Test(arguments: StoreFactory.all)
  func theMostRecentlyDeletedComeFirst(_ factory: StoreFactory) async throws {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now).contacts
    let made = try await ContractBook.create(["Ada Lovelace", "Bea Brown", "Cy Young"], in: store)
    for contact in made {
      try await store.delete(id: contact.id)
      clock.advance(seconds: 1)
    }
    #expect(
      try await store.deletedContacts(limit: 2).map(\.fullName) == ["Cy Young", "Bea Brown"])
  }

  @Test(arguments: StoreFactory.all)
  func aRestoreIsRefusedWhenItsCardCameBackMeanwhile(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    try await store.delete(id: ada.id)
    let again = ContactImport(uid: "urn:uuid:ada", draft: try ContractBook.draft("Ada King"))
    _ = try await store.importContacts([again], dryRun: false) { _ in }
    let king = try #require(try await store.searchAll("king").first)
    await #expect(throws: ContactStoreError.uidTaken(name: "Ada Lovelace", by: king.id)) {
      try await store.restore(id: ada.id)
    }
    #expect(try await store.deletedContacts(limit: 10).map(\.id) == [ada.id])
    await #expect(throws: ContactStoreError.notDeleted(99)) { try await store.restore(id: 99) }
  }

  @Test(arguments: StoreFactory.all)
  func deletingForeverSkipsOrEmptiesTheTrash(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    let bea = try #require(try await store.searchAll("brown").first)
    #expect(try await store.deleteForever(id: bea.id) == "Bea Brown")
    try await store.delete(id: ada.id)
    #expect(try await store.deletedContacts(limit: 10).map(\.id) == [ada.id])
    #expect(try await store.deleteForever(id: ada.id) == "Ada Lovelace")
    #expect(try await store.deletedContacts(limit: 10).isEmpty)
    await #expect(throws: ContactStoreError.notFound(ada.id)) {
      try await store.deleteForever(id: ada.id)
    }
    await #expect(throws: ContactStoreError.notDeleted(ada.id)) {
      try await store.restore(id: ada.id)
    }
  }

  @Test(arguments: StoreFactory.all)
  func contactsPastTheirKeepingTimeAreHiddenThenDeletedForGood(_ factory: StoreFactory)
    async throws
  {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now).contacts
    let ada = try await store.addAdaAndBea()
    #expect(try await store.keepDeletedDays() == 30)
    try await store.delete(id: ada.id)
    try await store.setKeepDeletedDays(2)
    #expect(try await store.keepDeletedDays() == 2)
    clock.advance(days: 1.5)
    #expect(try await store.deletedContacts(limit: 10).map(\.daysLeft) == [1])
    clock.advance(days: 1)
    #expect(try await store.deletedContacts(limit: 10).isEmpty)
    try await ContractBook.create(["Cy Young"], in: store)
    try await store.setKeepDeletedDays(30)
    #expect(try await store.deletedContacts(limit: 10).isEmpty, "purged by the write")
    await #expect(throws: ContactStoreError.notDeleted(ada.id)) {
      try await store.restore(id: ada.id)
    }
  }
}
