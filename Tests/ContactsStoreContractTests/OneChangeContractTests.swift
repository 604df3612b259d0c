import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite("One user action is one change: fields and photo saved together, taken back together")
struct OneChangeContractTests {
  @Test(arguments: StoreFactory.all)
  func anAddWithAPhotoIsOneAddThatOneUndoTakesBack(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    _ = try await store.addAdaAndBea()
    let photo = try ContactPhoto(SamplePhotos.gif)
    let cy = try await store.create(try ContractBook.draft("Cy Young"), photo: .set(photo))
    #expect(cy.photo == photo.summary)
    #expect(try await store.photo(id: cy.id) == photo)
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .add && change.contactID == cy.id && change.count == 1)
    // No earlier version: the photo was not a second change of the new contact.
    #expect(try await store.history(of: cy.id, limit: 10).versions.isEmpty)
    let outcome = try await store.undo(change.id)
    #expect(outcome.removed == 1 && outcome.putBack == 0 && outcome.keptCount == 0)
    #expect(try await store.deletedContacts(limit: 10).map(\.id) == [cy.id])
    // What is left to undo is the add of Bea Brown, before it.
    #expect(try await store.lastChange()?.kind == .add)
    #expect(try await store.lastChange()?.fullName == "Bea Brown")
  }

  @Test(arguments: StoreFactory.all)
  func anEditOfFieldsAndPhotoIsOneEditThatOneUndoPutsBack(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    let before = try await ContractBook.traces(of: ada.id, in: store)
    var form = ContactForm(ada)
    form.phones = [LabeledValue(label: "work", value: "456")]
    let gif = try ContactPhoto(SamplePhotos.gif)
    let edited = try await store.update(id: ada.id, with: try ContactDraft(form), photo: .set(gif))
    #expect(edited.photo == gif.summary && edited.phones.map(\.value) == ["456"])
    #expect(try await store.photo(id: ada.id) == gif)
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .edit && change.contactID == ada.id)
    #expect(try await store.history(of: ada.id, limit: 10).versions.count == 1)
    let outcome = try await store.undo(change.id)
    #expect(outcome.putBack == 1 && outcome.keptCount == 0)
    #expect(try await ContractBook.traces(of: ada.id, in: store) == before)
    // The one undo took both back: next is the add of Bea Brown.
    #expect(try await store.lastChange()?.fullName == "Bea Brown")
  }

  @Test(arguments: StoreFactory.all)
  func anEditThatRemovesThePhotoPutsItBackOnUndo(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.addAdaAndBea()
    let before = try await ContractBook.traces(of: ada.id, in: store)
    let edited = try await store.update(
      id: ada.id, with: try ContactDraft(ContactForm(ada)), photo: .remove)
    #expect(edited.photo == nil)
    #expect(try await store.photo(id: ada.id) == nil)
    _ = try await store.undo(nil)
    #expect(try await ContractBook.traces(of: ada.id, in: store) == before)
  }
}
