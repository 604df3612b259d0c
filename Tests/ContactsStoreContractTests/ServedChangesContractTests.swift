import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A served book tells what changed since a state, or that it cannot any more",
  .removesTemporaryFolders)
struct ServedChangesContractTests {
  @Test(arguments: StoreFactory.all)
  func nothingChangedSinceTheStateNowIsNoChange(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    try await ContractBook.create(["Ada Lovelace"], in: store.contacts)
    let now = try await store.served.servedState()
    #expect(try await store.served.servedChanges(since: now, after: nil, limit: 10).isEmpty)
  }

  @Test(arguments: StoreFactory.all)
  func changedCardsAndDeletedNamesComeInStampOrderWindowByWindow(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make()
    let made = try await ContractBook.create(
      ["Ada Lovelace", "Alan Turing", "Grace Hopper"], in: store.contacts)
    try await ServedBook.put("u-1", "Edsger Dijkstra", at: "e.vcf", in: store.served)
    let seen = try await store.served.servedState()
    try await ContractBook.rename(made[1], "T", in: store.contacts)
    try await store.served.delete(named: "e.vcf", when: .none)
    try await store.contacts.delete(id: made[0].id)
    try await ServedBook.put("u-2", "Barbara Liskov", at: "b.vcf", in: store.served)
    let names = try await ServedBook.entries(of: store.served).map(\.name)
    let changes = try await ServedBook.changes(of: store.served, since: seen)
    #expect(changes.map(\.name).suffix(3) == ["e.vcf", changes[2].name, "b.vcf"])
    #expect(changes.map { $0.etag == nil } == [false, true, true, false])
    #expect(changes[0].name == names[0] && changes.map(\.stamp) == changes.map(\.stamp).sorted())
    #expect(changes.last?.stamp == (try await store.served.servedState()).stamp)
    for window in [1, 3] {
      #expect(
        try await ServedBook.changes(of: store.served, since: seen, window: window) == changes)
    }
  }

  @Test(arguments: StoreFactory.all)
  func oneImportsCardsAllComeWindowByWindowThoughTheyShareAStamp(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make()
    let seen = try await store.served.servedState()
    let cards = try (0..<7).map { try ServedBook.card("u-\($0)", "Ada Lovelace\($0)") }
    _ = try await store.contacts.importContacts(cards, dryRun: false) { _ in }
    let whole = try await ServedBook.changes(of: store.served, since: seen)
    #expect(Set(whole.map(\.name)) == Set((0..<7).map { "u-\($0).vcf" }))
    #expect(try await ServedBook.changes(of: store.served, since: seen, window: 2) == whole)
  }

  @Test(arguments: StoreFactory.all)
  func windowsCrossFromAnImportsSharedStampToTheEditsAfterIt(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make()
    let made = try await ContractBook.create(["Grace Hopper"], in: store.contacts)
    let seen = try await store.served.servedState()
    let cards = try (0..<5).map { try ServedBook.card("u-\($0)", "Ada Lovelace\($0)") }
    _ = try await store.contacts.importContacts(cards, dryRun: false) { _ in }
    try await ContractBook.rename(made[0], "Murray", in: store.contacts)
    let whole = try await ServedBook.changes(of: store.served, since: seen)
    #expect(whole.count == 6)
    #expect(Set(whole.prefix(5).map(\.name)) == Set((0..<5).map { "u-\($0).vcf" }))
    #expect(whole.last?.stamp == (try await store.served.servedState()).stamp)
    #expect(whole.last.map { $0.stamp > whole[0].stamp } == true)
    for window in [2, 3, 4] {
      #expect(try await ServedBook.changes(of: store.served, since: seen, window: window) == whole)
    }
  }

  @Test(arguments: StoreFactory.all)
  func aContactDeletedThenRestoredShowsAsChanged(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    let ada = try await ContractBook.create(["Ada Lovelace"], in: store.contacts)[0]
    let seen = try await store.served.servedState()
    try await store.contacts.delete(id: ada.id)
    _ = try await store.contacts.restore(id: ada.id)
    let changes = try await ServedBook.changes(of: store.served, since: seen)
    #expect(changes.count == 1 && changes[0].etag != nil)
  }

  @Test(arguments: StoreFactory.all)
  func aSyncsDeletionAndARewindShowAsDeletedNames(_ factory: StoreFactory) async throws {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now)
    let made = try await ContractBook.create(["Ada Lovelace", "Alan Turing"], in: store.contacts)
    let seen = try await store.served.servedState()
    try await store.contacts.applySync([], deleting: [made[0].id], in: SyncRun(account: "a"))
    #expect(try await ServedBook.changes(of: store.served, since: seen).map(\.etag) == [nil])
    clock.advance(seconds: 60)
    let before = clock.now()
    clock.advance(seconds: 60)
    try await ContractBook.create(["Grace Hopper"], in: store.contacts)
    let added = try await store.served.servedState()
    clock.advance(seconds: 60)
    _ = try await store.contacts.rewind(to: before)
    #expect(try await ServedBook.changes(of: store.served, since: added).map(\.etag) == [nil])
  }

  @Test(arguments: StoreFactory.all)
  func aStateOfAnotherEpochOrFromTheFutureHasExpired(_ factory: StoreFactory) async throws {
    let book = try await factory.make().served
    let now = try await book.servedState()
    for state in [
      ServedState(epoch: "another", stamp: now.stamp),
      ServedState(epoch: now.epoch, stamp: now.stamp + 1),
    ] {
      await #expect(throws: ServedBookError.tokenExpired) {
        try await book.servedChanges(since: state, after: nil, limit: 10)
      }
    }
  }

  @Test(arguments: StoreFactory.all)
  func aStateFromBeforeADeletionForgottenHasExpired(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    let made = try await ContractBook.create(["Ada Lovelace", "Alan Turing"], in: store.contacts)
    let old = try await store.served.servedState()
    try await store.contacts.delete(id: made[0].id)
    let between = try await store.served.servedState()
    #expect(try await ServedBook.changes(of: store.served, since: old).count == 1)
    _ = try await store.contacts.deleteForever(id: made[0].id)
    await #expect(throws: ServedBookError.tokenExpired) {
      try await store.served.servedChanges(since: old, after: nil, limit: 10)
    }
    #expect(try await ServedBook.changes(of: store.served, since: between).isEmpty)
  }

  @Test(arguments: StoreFactory.all)
  func deletionsKeptPastRecentlyDeletedsTimeAreForgotten(_ factory: StoreFactory) async throws {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now)
    let made = try await ContractBook.create(["Ada Lovelace", "Alan Turing"], in: store.contacts)
    let old = try await store.served.servedState()
    try await store.contacts.delete(id: made[0].id)
    clock.advance(days: 31)
    try await ContractBook.rename(made[1], "T", in: store.contacts)
    await #expect(throws: ServedBookError.tokenExpired) {
      try await store.served.servedChanges(since: old, after: nil, limit: 10)
    }
  }

  // Decided: a token is the state's text; the rule reads it back (the DAV routes' 403 for any
  // other text).
  @Test func aSyncTokenReadsBackAsItsStateAndOtherTextDoesNot() {
    let state = ServedState(epoch: "e1", stamp: 42)
    #expect(ServedState(syncToken: state.syncToken) == state)
    #expect(ServedState(syncToken: "https://contacts.invalid/sync/e1/x") == nil)
  }
}
