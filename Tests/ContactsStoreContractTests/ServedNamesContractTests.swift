import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A served book names every card once: where it was PUT, else by its uid",
  .removesTemporaryFolders)
struct ServedNamesContractTests {
  @Test(arguments: StoreFactory.all)
  func theBooksDisplayNameIsKeptReplacedAndRemoved(_ factory: StoreFactory) async throws {
    let book = try await factory.make().served
    #expect(try await book.servedDisplayName() == nil)
    try await book.setServedDisplayName("Famille & amis \"Zoë\"")
    #expect(try await book.servedDisplayName() == "Famille & amis \"Zoë\"")
    try await book.setServedDisplayName("Work")
    #expect(try await book.servedDisplayName() == "Work")
    try await book.setServedDisplayName(nil)
    #expect(try await book.servedDisplayName() == nil)
  }

  @Test(arguments: StoreFactory.all)
  func aCardPutAtANameKeepsThatName(_ factory: StoreFactory) async throws {
    let book = try await factory.make().served
    let write = try await ServedBook.put("u-1", "Ada Lovelace", at: "ada card.vcf", in: book)
    guard case .created(let entry) = write else { throw Unexpected.write(write) }
    #expect(entry.name == "ada card.vcf")
    #expect(try await ServedBook.entries(of: book) == [entry])
  }

  @Test(arguments: StoreFactory.all)
  func aContactMadeInTheAppIsServedAtItsPercentEncodedUIDAndVcf(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make()
    _ = try await store.contacts.importContacts(
      [try ServedBook.card("a b/c@d", "Ada Lovelace")], dryRun: false
    ) { _ in }
    #expect(try await ServedBook.entries(of: store.served).map(\.name) == ["a%20b%2Fc@d.vcf"])
    let made = try await store.contacts.create(try ContractBook.draft("Alan Turing"))
    let uid = try #require(
      try await store.contacts.stampedContacts(after: .start, limit: 10)
        .first { $0.export.contact.id == made.id }?.export.uid)
    let names = try await ServedBook.entries(of: store.served).map(\.name)
    #expect(names == ["a%20b%2Fc@d.vcf", ServedName.forUID(uid)])
    #expect(try await ServedBook.entries(of: store.served).map(\.name) == names, "the same again")
  }

  @Test(arguments: StoreFactory.all)
  func aLookupByNameFindsEitherKindAndLeavesOutUnknownNames(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    try await ServedBook.put("u-1", "Ada Lovelace", at: "ada.vcf", in: store.served)
    _ = try await store.contacts.importContacts(
      [try ServedBook.card("u-2", "Alan Turing")], dryRun: false
    ) { _ in }
    let cards = try await store.served.servedCards(named: ["u-2.vcf", "nobody.vcf", "ada.vcf"])
    #expect(cards.map(\.entry.name) == ["u-2.vcf", "ada.vcf"])
    #expect(try await store.served.servedCards(named: ["u-1.vcf"]).isEmpty, "PUT elsewhere")
  }

  @Test(arguments: StoreFactory.all)
  func aListingWindowByWindowHasEveryCardOnce(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    try await ContractBook.create(
      ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra"], in: store.contacts)
    try await ServedBook.put("u-1", "Barbara Liskov", at: "b.vcf", in: store.served)
    try await ServedBook.put("u-2", "Donald Knuth", at: "a.vcf", in: store.served)
    let whole = try await ServedBook.entries(of: store.served)
    #expect(whole.count == 6)
    #expect(Set(whole.map(\.name)).count == 6)
    for window in [1, 2, 5] {
      #expect(try await ServedBook.entries(of: store.served, window: window) == whole)
    }
  }

  @Test(arguments: StoreFactory.all)
  func aListingGoesOnAfterANameDeletedBetweenTwoWindows(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    try await ContractBook.create(["Ada Lovelace", "Alan Turing"], in: store.contacts)
    try await ServedBook.put("u-1", "Grace Hopper", at: "g.vcf", in: store.served)
    let first = try await store.served.servedEntries(after: nil, limit: 1)
    try await store.served.delete(named: first[0].name, when: .none)
    let rest = try await store.served.servedEntries(after: first[0].name, limit: 10)
    #expect(rest.count == 2)
    await #expect(throws: ServedBookError.notFound(name: "never.vcf")) {
      try await store.served.servedEntries(after: "never.vcf", limit: 10)
    }
  }

  enum Unexpected: Error {
    case write(ServedWrite)
  }
}
