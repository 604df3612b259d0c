import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "Undo takes back the latest change of every kind, and nothing a later change made",
  .removesTemporaryFolders)
struct UndoContractTests {
  @Test(arguments: StoreFactory.all)
  func undoingADeleteRestoresTheContactWhole(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    let before = try await ContractBook.traces(of: ada.id, in: store)
    try await store.delete(id: ada.id)
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .delete && change.contactID == ada.id)
    #expect(change.fullName == "Ada Lovelace")
    let outcome = try await store.undo(change.id)
    #expect(outcome.change == change && outcome.contact?.id == ada.id)
    #expect(outcome.putBack == 1 && outcome.keptCount == 0)
    #expect(try await ContractBook.traces(of: ada.id, in: store) == before)
    // What is left to undo is the add of Bea Brown, made after the import that added Ada.
    #expect(try await store.lastChange()?.kind == .add)
  }

  @Test(arguments: StoreFactory.all)
  func anAddIsTheFirstChangeUndoTakesBack(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    var form = ContactForm(ada)
    form.note = "Wrote the first program."
    _ = try await store.update(id: ada.id, with: try ContactDraft(form))
    let edited = try await ContractBook.traces(of: ada.id, in: store)
    let bob = try await store.create(try ContractBook.draft("Bob Mistake"))
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .add && change.contactID == bob.id && change.fullName == "Bob Mistake")
    let outcome = try await store.undo(change.id)
    #expect(outcome.removed == 1 && outcome.putBack == 0 && outcome.contact == nil)
    #expect(try await store.deletedContacts(limit: 10).map(\.id) == [bob.id])
    #expect(try await ContractBook.traces(of: ada.id, in: store) == edited)
    // Restoring Bob from Recently deleted brings him back; what is left to undo is the edit.
    _ = try await store.restore(id: bob.id)
    #expect(try await store.lastChange()?.kind == .edit)
  }

  @Test(arguments: StoreFactory.all)
  func undoingAnEditPutsBackEveryFieldItChanged(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    let before = try await ContractBook.traces(of: ada.id, in: store)
    var form = ContactForm(ada)
    form.lastName = "King"
    form.phones = []
    form.groups = ["Engines"]
    _ = try await store.update(id: ada.id, with: try ContactDraft(form))
    #expect(try await store.searchAll("lovelace").isEmpty)
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .edit && change.fullName == "Ada Lovelace")
    let contact = try #require(try await store.undo(nil).contact)
    #expect(contact.fullName == "Ada Lovelace")
    #expect(try await ContractBook.traces(of: ada.id, in: store) == before)
    #expect(try await store.searchAll("lovelace").map(\.id) == [ada.id])
    #expect(try await store.groups().map(\.name) == ["Math"])
  }

  @Test(arguments: StoreFactory.all)
  func undoingAPhotoPutsTheOneBeforeBack(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    let before = try await ContractBook.traces(of: ada.id, in: store)
    try await store.setPhoto(try ContactPhoto(SamplePhotos.gif), id: ada.id)
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .photo && change.contactID == ada.id)
    let outcome = try await store.undo(change.id)
    #expect(outcome.putBack == 1 && outcome.keptCount == 0)
    #expect(try await ContractBook.traces(of: ada.id, in: store) == before)
  }

  @Test(arguments: StoreFactory.all)
  func undoingAgainWalksBackThroughAnEditAndTheImportAfterIt(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    let original = try await ContractBook.traces(of: ada.id, in: store)
    try await ContractBook.rename(ada, "King", in: store)
    let edited = try await ContractBook.traces(of: ada.id, in: store)
    let synced = ContactImport(uid: "urn:uuid:ada", draft: try ContractBook.draft("Ada Byron"))
    _ = try await store.importContacts([synced], dryRun: false) { _ in }
    #expect(try await store.lastChange()?.kind == .importFile)
    #expect(try await store.undo(nil).putBack == 1)
    #expect(try await ContractBook.traces(of: ada.id, in: store) == edited)
    // The undo put back what the edit wrote: the edit finds Ada unchanged since.
    let outcome = try await store.undo(nil)
    #expect(outcome.change.kind == .edit && outcome.keptCount == 0)
    #expect(try await ContractBook.traces(of: ada.id, in: store) == original)
  }

  @Test(arguments: StoreFactory.all)
  func anOldPagesUndoDoesNotUndoALaterChange(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    try await store.delete(id: ada.id)
    let first = try #require(try await store.lastChange())
    let bea = try #require(try await store.searchAll("brown").first)
    try await store.delete(id: bea.id)
    await #expect(throws: ContactStoreError.notTheLastChange) { try await store.undo(first.id) }
    #expect(try await store.allContacts().isEmpty)
    #expect(try await store.undo(nil).contact?.id == bea.id)
  }

  @Test(arguments: StoreFactory.all)
  func aDeleteIsNoLongerOfferedOnceItsContactIsRestoredOrDeletedForGood(
    _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    try await store.delete(id: ada.id)
    _ = try await store.restore(id: ada.id)
    #expect(try await store.lastChange()?.kind == .add)
    try await store.delete(id: ada.id)
    _ = try await store.deleteForever(id: ada.id)
    #expect(try await store.lastChange()?.kind == .add)
    #expect(try await store.allContacts().count == 1)
  }

  @Test(arguments: StoreFactory.all)
  func anEmptyBookHasNothingToUndo(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    #expect(try await store.lastChange() == nil)
    await #expect(throws: ContactStoreError.nothingToUndo) { try await store.undo(nil) }
  }

  @Test(arguments: StoreFactory.all)
  func anUndoneChangeIsNotOfferedAgainAndTheUndoItselfIsNot(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    try await ContractBook.create(["Ada Lovelace", "Bea Brown"], in: store)
    _ = try await store.undo(nil)
    #expect(try await store.lastChange()?.fullName == "Ada Lovelace")
    _ = try await store.undo(nil)
    #expect(try await store.lastChange() == nil)
    #expect(try await store.allContacts().isEmpty)
  }
}
