import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "Every change of a contact takes a new stamp: what changed since is read by stamp",
  .removesTemporaryFolders)
struct ChangeStampContractTests {
  private func changed(after stamp: Int64, in store: any ChangeTrackedRepository) async throws
    -> [String]
  {
    try await store.stampedContacts(after: .after(stamp), limit: 100).map(\.export.contact.fullName)
  }

  @Test(arguments: StoreFactory.all)
  func aSaveStampsTheContactAboveEveryEarlierChange(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.create(try ContractBook.draft("Ada Lovelace"))
    _ = try await store.create(try ContractBook.draft("Alan Turing"))
    let seen = try await store.changeStamp()
    let stamps = try await store.stampedContacts(after: .start, limit: 10)
    #expect(stamps.map(\.export.contact.fullName) == ["Ada Lovelace", "Alan Turing"])
    #expect(stamps.last?.stamp == seen && stamps[0].stamp < seen)
    #expect(try await changed(after: seen, in: store).isEmpty)
    try await ContractBook.rename(ada, "King", in: store)
    #expect(try await changed(after: seen, in: store) == ["Ada King"])
    #expect(try await store.changeStamp() > seen)
  }

  @Test(arguments: StoreFactory.all)
  func aPhotoAnUndoARevertAndARestoreStampTheirContact(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.create(try ContractBook.draft("Ada Lovelace"))
    var seen = try await store.changeStamp()
    try await store.setPhoto(try ContactPhoto(SamplePhotos.png), id: ada.id)
    #expect(try await changed(after: seen, in: store) == ["Ada Lovelace"])
    seen = try await store.changeStamp()
    _ = try await store.undo(nil)
    #expect(try await changed(after: seen, in: store) == ["Ada Lovelace"])
    try await ContractBook.rename(ada, "King", in: store)
    seen = try await store.changeStamp()
    _ = try await store.revert(id: ada.id, to: 2)
    #expect(try await changed(after: seen, in: store) == ["Ada Lovelace"])
    try await store.delete(id: ada.id)
    seen = try await store.changeStamp()
    _ = try await store.restore(id: ada.id)
    #expect(try await changed(after: seen, in: store) == ["Ada Lovelace"])
  }

  @Test(arguments: StoreFactory.all)
  func aDeletionTakesAStampOfItsOwnAndTheContactIsGone(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.create(try ContractBook.draft("Ada Lovelace"))
    let seen = try await store.changeStamp()
    try await store.delete(id: ada.id)
    #expect(try await store.changeStamp() == seen + 1, "a served book tells its deletion")
    #expect(try await store.stampedContacts(after: .start, limit: 100).isEmpty)
  }

  @Test(arguments: StoreFactory.all)
  func anImportStampsAllItWritesWithOneStampAndLeavesTheUnchangedAlone(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let first = [
      ContactImport(uid: "a", draft: try ContractBook.draft("Ada Lovelace")),
      ContactImport(uid: "b", draft: try ContractBook.draft("Alan Turing")),
    ]
    _ = try await store.importContacts(first, dryRun: false) { _ in }
    let seen = try await store.changeStamp()
    #expect(try await store.stampedContacts(after: .start, limit: 10).map(\.stamp) == [seen, seen])
    let second = [
      first[0], ContactImport(uid: "b", draft: try ContractBook.draft("Alan T")),
      ContactImport(uid: "c", draft: try ContractBook.draft("Grace Hopper")),
    ]
    #expect(
      try await store.importContacts(second, dryRun: true) { _ in }
        == ImportCounts(added: 1, updated: 1, unchanged: 1))
    #expect(try await store.changeStamp() == seen, "a dry run stamps nothing")
    #expect(try await store.stampedContacts(after: .after(seen), limit: 10).isEmpty)
    let counts = try await store.importContacts(second, dryRun: false) { _ in }
    #expect(counts == ImportCounts(added: 1, updated: 1, unchanged: 1))
    #expect(try await store.changeStamp() == seen + 1)
    let changed = try await store.stampedContacts(after: .after(seen), limit: 10)
    #expect(changed.map(\.export.uid).sorted() == ["b", "c"])
    #expect(changed.allSatisfy { $0.stamp == seen + 1 })
    #expect(try await store.stampedContacts(uids: ["a", "zz"]).map(\.stamp) == [seen])
  }

  @Test(arguments: StoreFactory.all)
  func windowsInStampOrderReadEveryChangedContactOnce(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    var ids: [Contact.ID] = []
    for index in 0..<7 {
      ids.append(try await store.create(try ContractBook.draft("P\(index) X")).id)
    }
    let seen = try await store.changeStamp()
    for id in ids.reversed() {
      _ = try await store.update(id: id, with: try ContractBook.draft("Q\(id) X"))
    }
    var read: [Contact.ID] = []
    var position = StampedContact.Position.after(seen)
    while true {
      let window = try await store.stampedContacts(after: position, limit: 3)
      guard let last = window.last else { break }
      read += window.map(\.export.contact.id)
      position = last.position
    }
    #expect(read == ids.reversed())
  }
}
