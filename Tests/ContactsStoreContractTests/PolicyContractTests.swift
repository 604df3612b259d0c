import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "One action is one change, and undo and rewind take back what a person expects",
  .removesTemporaryFolders)
struct PolicyContractTests {
  /// Seen failing first: "history reaches back to … only" on a book an hour old.
  @Test(arguments: StoreFactory.all)
  func rewindingANewBookToBeforeItExistedPlansTheEmptyBook(_ factory: StoreFactory)
    async throws
  {
    let clock = ManualClock(Date())
    let store = try await factory.make(clock: clock.now).contacts
    let made = try await ContractBook.create(["Ada Lovelace", "Bea Brown"], in: store)
    try await ContractBook.rename(made[0], "King", in: store)
    try await store.delete(id: made[1].id)
    let anHourAgo = clock.now().addingTimeInterval(-3600)
    let plan = try await store.rewindPlan(to: anHourAgo)
    #expect(plan.removed == RewindPlan.Contacts(count: 1, names: ["Ada King"]))
    #expect(plan.restored.count == 0 && plan.reverted.count == 0)
    #expect(try await store.rewind(to: anHourAgo) == plan)
    #expect(try await store.allContacts().isEmpty)
    _ = try await store.undo(nil)
    #expect(try await ContractBook.names(in: store) == ["Ada King"])
  }

  @Test(arguments: StoreFactory.all)
  func aRewindPastTheKeepingTimeOfAnOldBookIsStillRefused(_ factory: StoreFactory)
    async throws
  {
    // Whole seconds: the refusal names the time, which a fraction would make unequal.
    let clock = ManualClock(Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.up)))
    let store = try await factory.make(clock: clock.now).contacts
    try await ContractBook.create(["Ada Lovelace"], in: store)
    clock.advance(days: 31)
    let reach = clock.now().addingTimeInterval(-30 * 86_400)
    await #expect(throws: ContactStoreError.beforeHistory(reach: reach)) {
      try await store.rewindPlan(to: reach.addingTimeInterval(-60))
    }
  }
}
