import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "Rewind puts the whole book back as it was at a time, in one change undo takes back",
  .removesTemporaryFolders)
struct RewindContractTests {
  /// Ada and Bea as they were a day ago; since then Ada renamed and her photo removed, Bea
  /// deleted, Cy created and Di and Ed imported. Returns the time between, and Ada's traces
  /// then.
  static func bookADayLater(_ store: any ContactRepository, clock: ManualClock) async throws
    -> (then: Date, ada: Contact, before: [String])
  {
    let ada = try await store.addAdaAndBea()
    let before = try await ContractBook.traces(of: ada.id, in: store)
    let bea = try #require(try await store.searchAll("brown").first)
    clock.advance(days: 1)
    let then = clock.now().addingTimeInterval(-3600)
    try await ContractBook.rename(ada, "King", in: store)
    try await store.setPhoto(nil, id: ada.id)
    try await store.delete(id: bea.id)
    try await ContractBook.create(["Cy Young"], in: store)
    let cards = try ["Di Prince", "Ed Wood"].map {
      ContactImport(uid: "urn:uuid:\($0)", draft: try ContractBook.draft($0))
    }
    _ = try await store.importContacts(cards, dryRun: false) { _ in }
    return (then, ada, before)
  }

  @Test(arguments: StoreFactory.all)
  func aDryRunSaysWhatWouldChangeAndChangesNothing(_ factory: StoreFactory) async throws {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now).contacts
    let (then, _, _) = try await Self.bookADayLater(store, clock: clock)
    let book = try await store.allContacts()
    let plan = try await store.rewindPlan(to: then)
    #expect(
      plan.removed == RewindPlan.Contacts(count: 3, names: ["Cy Young", "Di Prince", "Ed Wood"]))
    #expect(plan.restored == RewindPlan.Contacts(count: 1, names: ["Bea Brown"]))
    #expect(plan.reverted == RewindPlan.Contacts(count: 1, names: ["Ada Lovelace"]))
    #expect(try await store.allContacts() == book)
  }

  @Test(arguments: StoreFactory.all)
  func rewindingPutsTheBookBackAndUndoTakesItBack(_ factory: StoreFactory) async throws {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now).contacts
    let (then, ada, before) = try await Self.bookADayLater(store, clock: clock)
    let after = try await ContractBook.traces(of: ada.id, in: store)
    let plan = try await store.rewind(to: then)
    #expect(plan.removed.count == 3 && plan.restored.count == 1 && plan.reverted.count == 1)
    #expect(try await ContractBook.names(in: store) == ["Ada Lovelace", "Bea Brown"])
    #expect(try await ContractBook.traces(of: ada.id, in: store) == before)
    let again = try await store.rewindPlan(to: then)
    #expect(again.isEmpty, "\(again)")
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .rewind && change.count == 5)
    let outcome = try await store.undo(change.id)
    #expect(outcome.keptCount == 0 && outcome.removed == 1 && outcome.putBack == 4)
    #expect(
      try await ContractBook.names(in: store) == ["Ada King", "Cy Young", "Di Prince", "Ed Wood"])
    #expect(try await ContractBook.traces(of: ada.id, in: store) == after)
  }

  @Test(arguments: StoreFactory.all)
  func aContactDeletedBeforeAnImportIsNotTakenForOneItAdded(_ factory: StoreFactory)
    async throws
  {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now).contacts
    let made = try await ContractBook.create(["Ada Lovelace", "Bea Brown"], in: store)
    let then = clock.now()
    clock.advance(seconds: 60)
    try await store.delete(id: made[1].id)
    let cy = ContactImport(uid: "urn:uuid:cy", draft: try ContractBook.draft("Cy Young"))
    _ = try await store.importContacts([cy], dryRun: false) { _ in }
    let plan = try await store.rewindPlan(to: then)
    #expect(plan.restored == RewindPlan.Contacts(count: 1, names: ["Bea Brown"]))
    #expect(plan.removed == RewindPlan.Contacts(count: 1, names: ["Cy Young"]))
  }

  @Test(arguments: StoreFactory.all)
  func aContactDeletedBackAndChangedSinceGoesBackToItsVersionThen(_ factory: StoreFactory)
    async throws
  {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now).contacts
    let ada = try await ContractBook.create(["Ada Lovelace"], in: store)[0]
    let then = clock.now()
    clock.advance(seconds: 60)
    try await store.delete(id: ada.id)
    _ = try await store.undo(try #require(try await store.lastChange()).id)
    try await ContractBook.rename(ada, "King", in: store)
    let plan = try await store.rewindPlan(to: then)
    #expect(plan.reverted == RewindPlan.Contacts(count: 1, names: ["Ada Lovelace"]))
    _ = try await store.rewind(to: then)
    #expect(try await ContractBook.names(in: store) == ["Ada Lovelace"])
  }

  @Test(arguments: StoreFactory.all)
  func rewindingToBeforeWhatHistoryKeepsIsRefusedWithHowFarItGoes(_ factory: StoreFactory)
    async throws
  {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now).contacts
    let (then, _, _) = try await Self.bookADayLater(store, clock: clock)
    clock.advance(days: 30)
    let reach = clock.now().addingTimeInterval(-30 * 86_400)
    await #expect(throws: ContactStoreError.beforeHistory(reach: reach)) {
      try await store.rewindPlan(to: then)
    }
  }
}
