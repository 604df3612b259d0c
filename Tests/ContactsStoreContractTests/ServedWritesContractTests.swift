import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A served book's PUT and DELETE hold to their conditions and are each one undoable change",
  .removesTemporaryFolders)
struct ServedWritesContractTests {
  @Test(arguments: StoreFactory.all)
  func aPutOfANewCardHappensOnceAndThenFindsTheNameTaken(_ factory: StoreFactory) async throws {
    let book = try await factory.make().served
    try await ServedBook.put("u-1", "Ada Lovelace", at: "ada.vcf", in: book)
    await #expect(throws: ServedBookError.preconditionFailed(name: "ada.vcf")) {
      try await ServedBook.put("u-1", "Ada King", at: "ada.vcf", in: book)
    }
    await #expect(throws: ServedBookError.preconditionFailed(name: "none.vcf")) {
      try await ServedBook.put("u-2", "Alan Turing", at: "none.vcf", in: book, when: .present)
    }
  }

  @Test(arguments: StoreFactory.all)
  func aPutWithAStaleTagFailsAndWithTheCurrentOneReplacesTheCard(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make()
    let first = ServedBook.entry(
      of: try await ServedBook.put("u-1", "Ada Lovelace", at: "ada.vcf", in: store.served))
    let write = try await ServedBook.put(
      "u-1", "Ada King", at: "ada.vcf", in: store.served, when: .matches(first.etag))
    let second = ServedBook.entry(of: write)
    #expect(write == .updated(second) && second.etag != first.etag)
    await #expect(throws: ServedBookError.preconditionFailed(name: "ada.vcf")) {
      try await ServedBook.put(
        "u-1", "Ada Byron", at: "ada.vcf", in: store.served, when: .matches(first.etag))
    }
    await #expect(throws: ServedBookError.preconditionFailed(name: "ada.vcf")) {
      try await ServedBook.put(
        "u-1", "Ada Byron", at: "ada.vcf", in: store.served,
        when: .matches(String(second.etag.dropFirst().dropLast())))
    }
    #expect(try await ContractBook.names(in: store.contacts) == ["Ada King"])
  }

  @Test(arguments: StoreFactory.all)
  func aNewNameWithTheUIDOfAnotherCardIsAConflictNamingIt(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    try await ServedBook.put("u-1", "Ada Lovelace", at: "ada.vcf", in: store.served)
    await #expect(throws: ServedBookError.uidConflict(existingName: "ada.vcf")) {
      try await ServedBook.put("u-1", "Ada King", at: "other.vcf", in: store.served)
    }
    _ = try await store.contacts.importContacts(
      [try ServedBook.card("u-2", "Alan Turing")], dryRun: false
    ) { _ in }
    await #expect(throws: ServedBookError.uidConflict(existingName: "u-2.vcf")) {
      try await ServedBook.put("u-2", "Alan T", at: "alan.vcf", in: store.served, when: .none)
    }
    await #expect(throws: ServedBookError.uidConflict(existingName: "ada.vcf")) {
      try await ServedBook.put("u-3", "Ada Other", at: "ada.vcf", in: store.served, when: .none)
    }
    #expect(try await ContractBook.names(in: store.contacts) == ["Ada Lovelace", "Alan Turing"])
  }

  // Decided: a uid only in Recently deleted is free. The PUT makes a new contact; the deleted
  // one stays there, and restoring it is refused while the new one has its uid.
  @Test(arguments: StoreFactory.all)
  func aUIDOnlyInRecentlyDeletedMakesANewContactAndTheDeletedOneStaysThere(
    _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make()
    try await ServedBook.put("u-1", "Ada Lovelace", at: "ada.vcf", in: store.served)
    let deleted = try #require(try await store.contacts.allContacts().first)
    try await store.served.delete(named: "ada.vcf", when: .none)
    let write = try await ServedBook.put("u-1", "Ada King", at: "king.vcf", in: store.served)
    #expect(ServedBook.entry(of: write).name == "king.vcf")
    #expect(try await ContractBook.names(in: store.contacts) == ["Ada King"])
    #expect(try await store.contacts.deletedContacts(limit: 10).map(\.id) == [deleted.id])
    await #expect(throws: ContactStoreError.self) {
      try await store.contacts.restore(id: deleted.id)
    }
  }

  @Test(arguments: StoreFactory.all)
  func oneUndoTakesBackAPutOfANewCardAndChangesTellItsDeletion(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make()
    let before = try await store.served.servedState()
    try await ServedBook.put("u-1", "Ada Lovelace", at: "ada.vcf", in: store.served)
    _ = try await store.contacts.undo(nil)
    #expect(try await ContractBook.names(in: store.contacts).isEmpty)
    let changes = try await ServedBook.changes(of: store.served, since: before)
    #expect(changes.map(\.name) == ["ada.vcf"] && changes[0].etag == nil)
  }

  @Test(arguments: StoreFactory.all)
  func oneUndoTakesBackAPutThatReplacedACard(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    try await ServedBook.put("u-1", "Ada Lovelace", at: "ada.vcf", in: store.served)
    let seen = try await store.served.servedState()
    try await ServedBook.put("u-1", "Ada King", at: "ada.vcf", in: store.served, when: .present)
    let put = try await ServedBook.entry("ada.vcf", in: store.served)
    _ = try await store.contacts.undo(nil)
    #expect(try await ContractBook.names(in: store.contacts) == ["Ada Lovelace"])
    let card = try #require(try await store.served.servedCards(named: ["ada.vcf"]).first)
    guard case .contact(let export) = card.content else { throw Unexpected.content }
    #expect(export.contact.fullName == "Ada Lovelace" && card.entry.etag != put.etag)
    let changes = try await ServedBook.changes(of: store.served, since: seen)
    #expect(changes.map(\.name) == ["ada.vcf"] && changes[0].etag == card.entry.etag)
  }

  @Test(arguments: StoreFactory.all)
  func aDeleteMovesTheCardToRecentlyDeletedAsOneUndoableChange(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make()
    let entry = ServedBook.entry(
      of: try await ServedBook.put("u-1", "Ada Lovelace", at: "ada.vcf", in: store.served))
    await #expect(throws: ServedBookError.preconditionFailed(name: "ada.vcf")) {
      try await store.served.delete(named: "ada.vcf", when: .matches("\"stale\""))
    }
    try await store.served.delete(named: "ada.vcf", when: .matches(entry.etag))
    #expect(try await store.served.servedCards(named: ["ada.vcf"]).isEmpty)
    #expect(try await store.contacts.deletedContacts(limit: 10).map(\.fullName) == ["Ada Lovelace"])
    await #expect(throws: ServedBookError.notFound(name: "ada.vcf")) {
      try await store.served.delete(named: "ada.vcf", when: .none)
    }
    _ = try await store.contacts.undo(nil)
    #expect(try await store.served.servedCards(named: ["ada.vcf"]).count == 1)
  }

  enum Unexpected: Error {
    case content
  }
}
