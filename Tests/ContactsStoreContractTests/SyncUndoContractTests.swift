import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "An import's or a sync's writes are one change undo takes back whole", .removesTemporaryFolders)
struct SyncUndoContractTests {
  /// Ada (imported with her uid) and Bea, then an import that updates Ada and adds Cy and Di.
  static func importedOverAda(_ store: any ContactRepository) async throws -> (
    ada: Contact, before: [String]
  ) {
    let ada = try await store.addAdaAndBea()
    let before = try await ContractBook.traces(of: ada.id, in: store)
    let cards = try zip(["ada", "cy", "di"], ["Ada Byron", "Cy Young", "Di Prince"]).map {
      ContactImport(uid: "urn:uuid:\($0)", draft: try ContractBook.draft($1))
    }
    let counts = try await store.importContacts(cards, dryRun: false) { _ in }
    #expect(counts.added == 2 && counts.updated == 1)
    return (ada, before)
  }

  @Test(arguments: StoreFactory.all)
  func anImportUndoneLeavesTheBookAsBefore(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let (ada, before) = try await Self.importedOverAda(store)
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .importFile && change.count == 3 && change.contactID == nil)
    let outcome = try await store.undo(change.id)
    #expect(outcome.removed == 2 && outcome.putBack == 1 && outcome.keptCount == 0)
    #expect(outcome.contact == nil)
    #expect(try await ContractBook.traces(of: ada.id, in: store) == before)
    #expect(try await ContractBook.names(in: store) == ["Ada Lovelace", "Bea Brown"])
    #expect(
      Set(try await store.deletedContacts(limit: 10).map(\.fullName)) == ["Cy Young", "Di Prince"])
  }

  @Test(arguments: StoreFactory.all)
  func aContactDeletedForGoodSinceAnImportIsForgottenByItsUndo(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let (ada, _) = try await Self.importedOverAda(store)
    #expect(try await store.deleteForever(id: ada.id) == "Ada Byron")
    let outcome = try await store.undo(nil)
    #expect(outcome.change.kind == .importFile)
    #expect(outcome.removed == 2 && outcome.putBack == 0 && outcome.keptCount == 0)
    #expect(try await ContractBook.names(in: store) == ["Bea Brown"])
  }

  @Test(arguments: StoreFactory.all)
  func anImportThatChangedNothingIsNotAChange(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    _ = try await Self.importedOverAda(store)
    let change = try await store.lastChange()
    let cards = [ContactImport(uid: "urn:uuid:cy", draft: try ContractBook.draft("Cy Young"))]
    #expect(try await store.importContacts(cards, dryRun: false) { _ in }.unchanged == 1)
    #expect(try await store.lastChange() == change)
  }

  @Test(arguments: StoreFactory.all)
  func aSyncsWritesAreOneChangeThatUndoTakesBackWhole(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    let before = try await ContractBook.traces(of: ada.id, in: store)
    let bea = try #require(try await store.searchAll("brown").first)
    let run = SyncRun(account: "Home")
    let synced = ContactImport(uid: "urn:uuid:ada", draft: try ContractBook.draft("Ada Byron"))
    let new = ContactImport(uid: "urn:uuid:cy", draft: try ContractBook.draft("Cy Young"))
    try await store.applySync([synced, new], deleting: [], in: run)
    try await store.applySync([], deleting: [bea.id, 99], in: run)
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .sync && change.fullName == "Home" && change.count == 3)
    let outcome = try await store.undo(change.id)
    #expect(outcome.putBack == 2 && outcome.removed == 1 && outcome.keptCount == 0)
    #expect(try await ContractBook.traces(of: ada.id, in: store) == before)
    #expect(try await ContractBook.names(in: store) == ["Ada Lovelace", "Bea Brown"])
    #expect(try await store.deletedContacts(limit: 10).map(\.fullName) == ["Cy Young"])
  }

  @Test(arguments: StoreFactory.all)
  func aSyncInTwoBatchesTouchingTheSameContactsIsUndoneWhole(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    let before = try await ContractBook.traces(of: ada.id, in: store)
    let run = SyncRun(account: "Home")
    for names in [["Ada Byron", "Cy Young"], ["Ada King", "Cy Old"]] {
      let cards = try zip(["urn:uuid:ada", "urn:uuid:cy"], names).map {
        ContactImport(uid: $0, draft: try ContractBook.draft($1))
      }
      try await store.applySync(cards, deleting: [], in: run)
    }
    let outcome = try await store.undo(nil)
    #expect(outcome.change.kind == .sync && outcome.keptCount == 0, "\(outcome.kept)")
    #expect(try await ContractBook.traces(of: ada.id, in: store) == before)
    #expect(try await ContractBook.names(in: store) == ["Ada Lovelace", "Bea Brown"])
  }
}
