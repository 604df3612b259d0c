import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "History keeps each contact's earlier versions, and revert puts one back",
  .removesTemporaryFolders)
struct HistoryContractTests {
  @Test(arguments: StoreFactory.all)
  func eachEditKeepsTheVersionItReplacedNewestFirst(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try #require(try await ContractBook.create(["Ada Lovelace"], in: store).first)
    let king = try await ContractBook.rename(ada, "King", in: store)
    try await ContractBook.rename(king, "Byron", in: store)
    let history = try await store.history(of: ada.id, limit: 10)
    #expect(history.total == 2)
    #expect(history.versions.map(\.number) == [2, 1])
    #expect(history.versions.map(\.contact.fullName) == ["Ada King", "Ada Lovelace"])
    #expect(history.versions.map(\.replacedBy) == [.edit, .edit])
    #expect(history.versions[1].contact == ada)
    #expect(try await store.history(of: ada.id, limit: 1).versions.map(\.number) == [2])
    await #expect(throws: ContactStoreError.notFound(99)) {
      try await store.history(of: 99, limit: 10)
    }
  }

  @Test(arguments: StoreFactory.all)
  func aVersionReadsEveryFieldAsTheStoreReadsTheContact(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    try await ContractBook.rename(ada, "King", in: store)
    let version = try #require(try await store.history(of: ada.id, limit: 1).versions.first)
    #expect(version.contact == ada)
    #expect(version.contact.photo != nil)
  }

  @Test(arguments: StoreFactory.all)
  func eachKindOfChangeNamesWhatReplacedAVersion(_ factory: StoreFactory) async throws {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now).contacts
    let ada = try await store.addAdaAndBea()
    let then = clock.now()
    clock.advance(seconds: 60)
    try await ContractBook.rename(ada, "King", in: store)
    let card = ContactImport(uid: "urn:uuid:ada", draft: try ContractBook.draft("Ada Byron"))
    _ = try await store.importContacts([card], dryRun: false) { _ in }
    let run = SyncRun(account: "Home")
    let synced = ContactImport(uid: "urn:uuid:ada", draft: try ContractBook.draft("Ada Synced"))
    try await store.applySync([synced], deleting: [], in: run)
    _ = try await store.revert(id: ada.id, to: 1)
    _ = try await store.undo(nil)
    clock.advance(seconds: 60)
    _ = try await store.rewind(to: then)
    let history = try await store.history(of: ada.id, limit: 10)
    #expect(
      history.versions.map(\.replacedBy).reversed() == [
        .edit, .importFile, .sync, .revert, .undo, .rewind,
      ])
  }

  @Test(arguments: StoreFactory.all)
  func revertPutsAVersionBackWithItsPhotoAsAChangeUndoTakesBack(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    let original = try await ContractBook.traces(of: ada.id, in: store)
    try await ContractBook.rename(ada, "King", in: store)
    try await store.setPhoto(try ContactPhoto(SamplePhotos.gif), id: ada.id)
    let changed = try await ContractBook.traces(of: ada.id, in: store)
    #expect(try await store.history(of: ada.id, limit: 10).total == 2)
    let reverted = try await store.revert(id: ada.id, to: 1)
    #expect(reverted == ada)
    #expect(try await ContractBook.traces(of: ada.id, in: store) == original)
    #expect(try await store.history(of: ada.id, limit: 10).versions.first?.replacedBy == .revert)
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .revert && change.contactID == ada.id)
    _ = try await store.undo(change.id)
    #expect(try await ContractBook.traces(of: ada.id, in: store) == changed)
    await #expect(throws: ContactStoreError.notFound(ada.id)) {
      try await store.revert(id: ada.id, to: 9)
    }
  }

  @Test(arguments: StoreFactory.all)
  func versionsAndChangesPastTheKeepingTimeGo(_ factory: StoreFactory) async throws {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now).contacts
    let ada = try #require(try await ContractBook.create(["Ada Lovelace"], in: store).first)
    try await ContractBook.rename(ada, "King", in: store)
    clock.advance(days: 31)
    try await ContractBook.create(["Bea Brown"], in: store)
    #expect(try await store.history(of: ada.id, limit: 10).total == 0)
    #expect(try await store.lastChange()?.fullName == "Bea Brown")
    _ = try await store.undo(nil)
    #expect(try await store.lastChange() == nil)
  }
}
