import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A served book serves a PUT's bytes until the app changes the contact, with strong ETags",
  .removesTemporaryFolders)
struct ServedContentContractTests {
  @Test(arguments: StoreFactory.all)
  func theBodyIsServedByteForByteUntilAnEditInTheApp(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    let body = ServedBook.body("u-1", "Ada Lovelace", variant: "X-ODD:kept as it came\r\n")
    let write = try await store.served.put(
      try ServedBook.card("u-1", "Ada Lovelace"), body: body, named: "ada.vcf", when: .absent)
    let card = try #require(try await store.served.servedCards(named: ["ada.vcf"]).first)
    #expect(card == ServedCard(entry: ServedBook.entry(of: write), content: .verbatim(body)))
    let ada = try #require(try await store.contacts.allContacts().first)
    try await ContractBook.rename(ada, "King", in: store.contacts)
    let edited = try #require(try await store.served.servedCards(named: ["ada.vcf"]).first)
    guard case .contact(let export) = edited.content else { throw Unexpected.content }
    #expect(export.contact.fullName == "Ada King" && export.uid == "u-1")
    #expect(edited.entry.name == "ada.vcf" && edited.entry.etag != card.entry.etag)
  }

  @Test(arguments: StoreFactory.all)
  func aPhotoAnImportAndARevertEachEndTheVerbatimBody(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    func putAgain() async throws -> ServedEntry {
      ServedBook.entry(
        of: try await ServedBook.put(
          "u-1", "Ada Lovelace", at: "ada.vcf", in: store.served,
          when: .none))
    }
    func isVerbatim() async throws -> Bool {
      let card = try #require(try await store.served.servedCards(named: ["ada.vcf"]).first)
      if case .verbatim = card.content { return true }
      return false
    }
    _ = try await putAgain()
    let ada = try #require(try await store.contacts.allContacts().first)
    try await store.contacts.setPhoto(try ContactPhoto(SamplePhotos.png), id: ada.id)
    #expect(try await !isVerbatim())
    _ = try await putAgain()
    #expect(try await isVerbatim())
    _ = try await store.contacts.importContacts(
      [try ServedBook.card("u-1", "Ada King")], dryRun: false
    ) { _ in }
    #expect(try await !isVerbatim())
    _ = try await putAgain()
    let king = try #require(
      try await store.contacts.history(of: ada.id, limit: 10).versions
        .first { $0.contact.fullName == "Ada King" })
    _ = try await store.contacts.revert(id: ada.id, to: king.number)
    #expect(try await !isVerbatim())
  }

  @Test(arguments: StoreFactory.all)
  func theSameContactPutInOtherBytesIsServedWithANewTag(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    let first = ServedBook.entry(
      of: try await ServedBook.put("u-1", "Ada Lovelace", at: "ada.vcf", in: store.served))
    let seen = try await store.served.servedState()
    let other = ServedBook.body("u-1", "Ada Lovelace", variant: "NOTE:\r\n")
    let write = try await store.served.put(
      try ServedBook.card("u-1", "Ada Lovelace"), body: other, named: "ada.vcf",
      when: .matches(first.etag))
    #expect(ServedBook.entry(of: write).etag != first.etag)
    let card = try #require(try await store.served.servedCards(named: ["ada.vcf"]).first)
    #expect(card.content == .verbatim(other))
    #expect(try await ServedBook.changes(of: store.served, since: seen).map(\.name) == ["ada.vcf"])
  }

  @Test(arguments: StoreFactory.all)
  func everyVersionOfEveryCardHasAStrongTagOfItsOwn(_ factory: StoreFactory) async throws {
    let store = try await factory.make()
    var tags: [String] = []
    for round in 0..<3 {
      try await ServedBook.put(
        "u-\(round)", "Ada Lovelace", at: "\(round).vcf", in: store.served)
      try await ContractBook.create(["Alan Turing\(round)"], in: store.contacts)
      for contact in try await store.contacts.allContacts() {
        try await ContractBook.rename(contact, "V\(round)", in: store.contacts)
      }
      tags += try await ServedBook.entries(of: store.served).map(\.etag)
    }
    #expect(Set(tags).count == tags.count)
    #expect(tags.allSatisfy { $0.count > 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") })
    #expect(tags.allSatisfy { !$0.hasPrefix("W/") })
  }

  enum Unexpected: Error {
    case content
  }
}
