import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("Rewind puts the whole book back as it was at a time, in one change undo takes back")
struct RewindStoreTests {
  /// Ada and Bea as they were a day ago; since then Ada renamed, Bea deleted, Cy created and
  /// Di and Ed imported. Returns the store, the time between, and Ada's traces then.
  static func bookADayLater() async throws -> (ContactDatabase, Date, Clock, Contact, [String]) {
    let clock = Clock()
    let (made, ada) = try await RecentlyDeletedStoreTests.storeWithAda()
    let store = made.telling(time: clock.now)
    let before = try await RecentlyDeletedStoreTests.traces(of: ada.id, in: store)
    let bea = try #require(try await store.searchAll("brown").first)
    clock.advance(days: 1)
    let then = clock.now().addingTimeInterval(-3600)
    _ = try await HistoryStoreTests.renamed(ada, "King", in: store)
    try await store.setPhoto(nil, id: ada.id)
    try await store.delete(id: bea.id)
    _ = try await create(["Cy Young"], in: store)
    let cards = try ["Di Prince", "Ed Wood"].map {
      ContactImport(uid: "urn:uuid:\($0)", draft: try draft($0))
    }
    _ = try await store.importContacts(cards, dryRun: false) { _ in }
    return (store, then, clock, ada, before)
  }

  @Test func aDryRunSaysWhatWouldChangeAndChangesNothing() async throws {
    let (store, then, _, _, _) = try await Self.bookADayLater()
    let book = try await store.allContacts()
    let plan = try await store.rewindPlan(to: then)
    #expect(
      plan.removed == RewindPlan.Contacts(count: 3, names: ["Cy Young", "Di Prince", "Ed Wood"]))
    #expect(plan.restored == RewindPlan.Contacts(count: 1, names: ["Bea Brown"]))
    #expect(plan.reverted == RewindPlan.Contacts(count: 1, names: ["Ada Lovelace"]))
    #expect(try await store.allContacts() == book)
  }

  @Test func rewindingPutsTheBookBackAndUndoTakesItBack() async throws {
    let (store, then, _, ada, before) = try await Self.bookADayLater()
    let after = try await RecentlyDeletedStoreTests.traces(of: ada.id, in: store)
    let plan = try await store.rewind(to: then)
    #expect(plan.removed.count == 3 && plan.restored.count == 1 && plan.reverted.count == 1)
    #expect(
      try await store.allContacts().map(\.fullName).sorted() == ["Ada Lovelace", "Bea Brown"])
    #expect(try await RecentlyDeletedStoreTests.traces(of: ada.id, in: store) == before)
    let again = try await store.rewindPlan(to: then)
    #expect(again.isEmpty, "\(again)")
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .rewind && change.count == 5)
    let outcome = try await store.undo(change.id)
    #expect(outcome.keptCount == 0 && outcome.removed == 1 && outcome.putBack == 4)
    #expect(
      try await store.allContacts().map(\.fullName).sorted() == [
        "Ada King", "Cy Young", "Di Prince", "Ed Wood",
      ])
    #expect(try await RecentlyDeletedStoreTests.traces(of: ada.id, in: store) == after)
  }

  @Test func aContactWithTheHighestIdDeletedBeforeAnImportIsNotTakenForOneItAdded()
    async throws
  {
    let store = try ContactDatabase.inMemory()
    let made = try await create(["Ada Lovelace", "Bea Brown"], in: store)
    let then = Date()
    try await store.delete(id: made[1].id)
    let cy = ContactImport(uid: "urn:uuid:cy", draft: try draft("Cy Young"))
    _ = try await store.importContacts([cy], dryRun: false) { _ in }
    let plan = try await store.rewindPlan(to: then)
    #expect(plan.restored == RewindPlan.Contacts(count: 1, names: ["Bea Brown"]))
    #expect(plan.removed == RewindPlan.Contacts(count: 1, names: ["Cy Young"]))
  }

  @Test func rewindingToBeforeWhatHistoryKeepsIsRefusedWithHowFarItGoes() async throws {
    let (store, then, clock, _, _) = try await Self.bookADayLater()
    clock.advance(days: 30)
    let reach = clock.now().addingTimeInterval(-30 * 86_400)
    await #expect(throws: ContactStoreError.beforeHistory(reach: reach)) {
      try await store.rewindPlan(to: then)
    }
    #expect(
      ContactStoreError.beforeHistory(reach: Date(timeIntervalSince1970: 1_800_000_000)).message
        == "history reaches back to 2027-01-15 08:00 UTC only; "
        + "the book cannot be rewound to before that")
  }
}
