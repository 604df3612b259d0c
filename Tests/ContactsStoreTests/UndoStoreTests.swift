import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("Undo takes back the last delete or edit, and nothing a later change made")
struct UndoStoreTests {
  @Test func undoingADeleteRestoresTheContactWhole() async throws {
    let (store, ada) = try await RecentlyDeletedStoreTests.storeWithAda()
    let before = try await RecentlyDeletedStoreTests.traces(of: ada.id, in: store)
    try await store.delete(id: ada.id)
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .delete && change.contactID == ada.id)
    #expect(change.fullName == "Ada Lovelace")
    let (undone, contact) = try await store.undo(change.id)
    #expect(undone == change && contact.id == ada.id)
    #expect(try await RecentlyDeletedStoreTests.traces(of: ada.id, in: store) == before)
    #expect(try await store.lastChange() == nil)
    await #expect(throws: ContactStoreError.nothingToUndo) { try await store.undo(nil) }
  }

  @Test func undoingAnEditPutsBackEveryFieldItChanged() async throws {
    let (store, ada) = try await RecentlyDeletedStoreTests.storeWithAda()
    let before = try await RecentlyDeletedStoreTests.traces(of: ada.id, in: store)
    var form = ContactForm(ada)
    form.lastName = "King"
    form.phones = []
    form.groups = ["Engines"]
    _ = try await store.update(id: ada.id, with: try ContactDraft(form))
    #expect(try await store.searchAll("lovelace").isEmpty)
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .edit && change.fullName == "Ada Lovelace")
    let (_, contact) = try await store.undo(nil)
    #expect(contact.fullName == "Ada Lovelace")
    #expect(try await RecentlyDeletedStoreTests.traces(of: ada.id, in: store) == before)
    #expect(try await store.searchAll("lovelace").map(\.id) == [ada.id])
    #expect(try await store.groups().map(\.name).sorted() == ["Math", "Poets"])
  }

  @Test func anEditUndoneAfterTheContactChangedAgainIsRefusedAndChangesNothing() async throws {
    let (store, ada) = try await RecentlyDeletedStoreTests.storeWithAda()
    var form = ContactForm(ada)
    form.lastName = "King"
    _ = try await store.update(id: ada.id, with: try ContactDraft(form))
    let change = try #require(try await store.lastChange())
    // Another program (a sync's import) changes the card after the edit.
    let synced = ContactImport(uid: "urn:uuid:ada", draft: try draft("Ada Byron"))
    _ = try await store.importContacts([synced], dryRun: false) { _ in }
    let now = try await RecentlyDeletedStoreTests.traces(of: ada.id, in: store)
    await #expect(throws: ContactStoreError.changedSince("Ada Lovelace")) {
      try await store.undo(change.id)
    }
    #expect(try await RecentlyDeletedStoreTests.traces(of: ada.id, in: store) == now)
    #expect(try await store.lastChange() == change)
  }

  @Test func anOldPagesUndoDoesNotUndoALaterChange() async throws {
    let (store, ada) = try await RecentlyDeletedStoreTests.storeWithAda()
    try await store.delete(id: ada.id)
    let first = try #require(try await store.lastChange())
    let bea = try #require(try await store.searchAll("brown").first)
    try await store.delete(id: bea.id)
    await #expect(throws: ContactStoreError.notTheLastChange) { try await store.undo(first.id) }
    #expect(try await store.allContacts().isEmpty)
    #expect(try await store.undo(nil).1.id == bea.id)
  }

  @Test func aDeleteUndoneAfterItsContactWasRestoredOrPurgedIsRefused() async throws {
    let (store, ada) = try await RecentlyDeletedStoreTests.storeWithAda()
    try await store.delete(id: ada.id)
    _ = try await store.restore(id: ada.id)
    await #expect(throws: ContactStoreError.nothingToUndo) { try await store.undo(nil) }
    try await store.delete(id: ada.id)
    _ = try await store.deleteForever(id: ada.id)
    await #expect(throws: ContactStoreError.changedSince("Ada Lovelace")) {
      try await store.undo(nil)
    }
    #expect(try await store.allContacts().count == 1)
  }

  @Test func aSyncsDeletionsGoToTheTrashWithoutReplacingTheChangeToUndo() async throws {
    let (store, ada) = try await RecentlyDeletedStoreTests.storeWithAda()
    let bea = try #require(try await store.searchAll("brown").first)
    try await store.delete(id: bea.id)
    let change = try await store.lastChange()
    #expect(try await store.trash([ada.id, bea.id, 99]) == 1)
    #expect(try await store.lastChange() == change)
    #expect(Set(try await store.deletedContacts(limit: 10).map(\.id)) == [ada.id, bea.id])
  }
}
