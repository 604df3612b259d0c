import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite("An export reads every window from the moment it began", .removesTemporaryFolders)
struct ExportSnapshotContractTests {
  @Test(arguments: StoreFactory.all)
  func contactsWrittenWhileAnExportRunsAreInItAsTheyWereWhenItBegan(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let people = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson", "Zoe Zed"]
    let made = try await ContractBook.create(people, in: store)
    let export = try await store.exportSnapshot()
    let first = try await export.exportContacts(after: nil, limit: 2)
    // Zoe, last, becomes Aaron, first: an export without one moment would miss her; Ada, read
    // already, becomes Zz and would come twice; a contact added or deleted now is not seen.
    try await ContractBook.rename(made[4], "Aardvark", in: store)
    _ = try await store.update(id: made[0].id, with: try ContractBook.draft("Zz Top"))
    _ = try await store.create(try ContractBook.draft("Bea Brown"))
    try await store.delete(id: made[2].id)
    var exported = first
    while let last = exported.last {
      let next = try await export.exportContacts(after: last.contact.position, limit: 2)
      if next.isEmpty { break }
      exported += next
    }
    #expect(exported.map(\.contact.fullName) == people)
    #expect(
      try await ContractBook.names(in: store) == [
        "Alan Turing", "Bea Brown", "Katherine Johnson", "Zoe Aardvark", "Zz Top",
      ])
  }
}
