import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A merge is one change: the kept contact updated, the others in Recently deleted, undone whole",
  .removesTemporaryFolders)
struct MergeContractTests {
  private func item(
    _ uid: String, _ fullName: String, phone: String, email: String = "", extras: String = ""
  ) throws -> ContactImport {
    var form = ContractBook.form(fullName)
    form.phones = [LabeledValue(label: "mobile", value: phone)]
    if !email.isEmpty { form.emails = [LabeledValue(label: "home", value: email)] }
    return ContactImport(
      uid: uid, draft: try ContactDraft(form, origin: .imported), extras: extras)
  }

  /// Ada twice (by uids u1 and u2, the same email in two cases) and Alan; their ids.
  private func book(_ store: any ContactRepository) async throws -> [Contact.ID] {
    let file = [
      try item("u1", "Ada Lovelace", phone: "+44 20 7946 0018", email: "ada@example.org"),
      try item("u2", "Ada King", phone: "+44 20 7946 0999", email: "ADA@example.org"),
      try item("u3", "Alan Turing", phone: "+44 20 7946 0555"),
    ]
    _ = try await store.importContacts(file, dryRun: false) { _ in }
    let all = try await store.allContacts()
    return ["Ada Lovelace", "Ada King", "Alan Turing"].map { name in
      all.first { $0.fullName == name }!.id
    }
  }

  @Test(arguments: StoreFactory.all)
  func aMergeIsOneChangeThatOneUndoTakesBack(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ids = try await book(store)
    let before = [
      try await ContractBook.traces(of: ids[0], in: store),
      try await ContractBook.traces(of: ids[1], in: store),
    ]
    let outcome = try await store.merge(
      [ids[0], ids[1]], choosing: [:], region: nil, format: LineFormatSpy(), dryRun: false)
    let kept = try #require(outcome.contacts.first)
    #expect(kept.id == ids[0] && kept.fullName == "Ada Lovelace")
    #expect(kept.phones.map(\.value) == ["+44 20 7946 0018", "+44 20 7946 0999"])
    #expect(kept.emails.map(\.value) == ["ada@example.org"])
    #expect(try await store.contact(id: ids[0]) == kept)
    #expect(try await ContractBook.names(in: store) == ["Ada Lovelace", "Alan Turing"])
    #expect(try await store.deletedContacts(limit: 10).map(\.id) == [ids[1]])
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .merge && change.count == 2 && change.fullName == "Ada Lovelace")

    let undone = try await store.undo(change.id)
    #expect(undone.putBack == 2 && undone.keptCount == 0)
    #expect(try await ContractBook.traces(of: ids[0], in: store) == before[0])
    #expect(try await ContractBook.traces(of: ids[1], in: store) == before[1])
    #expect(try await store.deletedContacts(limit: 10).isEmpty)
    // What is left to undo is the import.
    #expect(try await store.lastChange()?.kind == .importFile)
  }

  @Test(arguments: StoreFactory.all)
  func importingTheOldFileAgainDoesNotBringTheMergedAwayCardBack(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let ids = try await book(store)
    _ = try await store.merge(
      [ids[0], ids[1]], choosing: [:], region: nil, format: LineFormatSpy(), dryRun: false)
    let merged = try await store.contact(id: ids[0])
    let again = [
      try item("u2", "Ada King", phone: "+44 20 7946 0999", email: "ADA@example.org"),
      try item("u3", "Alan Turing", phone: "+44 20 7946 0555"),
    ]
    let counts = try await store.importContacts(again, dryRun: false) { _ in }
    #expect(counts == ImportCounts(unchanged: 2))
    #expect(try await ContractBook.names(in: store) == ["Ada Lovelace", "Alan Turing"])
    #expect(try await store.contact(id: ids[0]) == merged)

    // Once the merge is undone, the card is its own contact's again.
    _ = try await store.undo(nil)
    let changed = [try item("u2", "Ada King", phone: "+44 20 7946 0111")]
    #expect(
      try await store.importContacts(changed, dryRun: false) { _ in } == ImportCounts(updated: 1))
    #expect(try await store.contact(id: ids[1]).phones.map(\.value) == ["+44 20 7946 0111"])
  }

  @Test(arguments: StoreFactory.all)
  func historyShowsTheMergeAndADryRunWritesNothing(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ids = try await book(store)
    let change = try await store.lastChange()
    let dry = try await store.merge(
      [ids[1], ids[0]], choosing: [.name: ids[0]], region: nil, format: LineFormatSpy(),
      dryRun: true)
    #expect(dry.contacts.map(\.fullName) == ["Ada Lovelace"])
    #expect(try await store.lastChange() == change)
    #expect(try await store.allContacts().count == 3)

    _ = try await store.merge(
      [ids[1], ids[0]], choosing: [.name: ids[0]], region: nil, format: LineFormatSpy(),
      dryRun: false)
    let history = try await store.history(of: ids[1], limit: 10)
    #expect(history.versions.first?.replacedBy == .merge)
    #expect(history.versions.first?.contact.fullName == "Ada King")
    #expect(try await store.contact(id: ids[1]).fullName == "Ada Lovelace")
    // The change is named after the merged contact, as its Undo button and notice say it.
    #expect(try await store.lastChange()?.fullName == "Ada Lovelace")
  }

  @Test(arguments: StoreFactory.all)
  func aMergeOfAContactNotInTheListChangesNothing(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ids = try await book(store)
    let draft = try ContractBook.draft("Ada Lovelace")
    let change = try await store.lastChange()
    await #expect(throws: ContactStoreError.notFound(999)) {
      try await store.merge([
        MergeWrite(id: ids[0], draft: draft, photo: .keep, others: [ids[1], 999])
      ])
    }
    #expect(try await store.lastChange() == change)
    #expect(try await store.allContacts().count == 3)
    #expect(try await store.deletedContacts(limit: 10).isEmpty)
  }

  @Test(arguments: StoreFactory.all)
  func thePhotoOfAnotherIsTakenWhenTheKeptHasNone(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let ids = try await book(store)
    let photo = try ContactPhoto(SamplePhotos.gif)
    try await store.setPhoto(photo, id: ids[1])
    _ = try await store.merge(
      [ids[0], ids[1]], choosing: [:], region: nil, format: LineFormatSpy(), dryRun: false)
    #expect(try await store.photo(id: ids[0]) == photo)
    _ = try await store.undo(nil)
    #expect(try await store.photo(id: ids[0]) == nil)
    #expect(try await store.photo(id: ids[1]) == photo)
  }

  @Test(arguments: StoreFactory.all)
  func identicalDuplicatesMergeAsOneChange(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    let file = [
      try item("a1", "Ada Lovelace", phone: "+44 20 7946 0018"),
      try item("a2", "ada  lovelace", phone: "+442079460018"),
      try item("a3", "Ada Lovelace", phone: "+44 (20) 7946-0018"),
      try item("b1", "Alan Turing", phone: "+44 20 7946 0555"),
      try item("b2", "Alan Turing", phone: "+44 20 7946 0555"),
      try item("c1", "Grace Hopper", phone: "+1 555 010 2030"),
    ]
    _ = try await store.importContacts(file, dryRun: false) { _ in }
    let outcome = try await store.mergeIdentical(
      region: nil, format: LineFormatSpy(), dryRun: false)
    #expect(outcome.merges.map { $0.mergedAway.count } == [2, 1])
    #expect(try await store.allContacts().count == 3)
    let change = try #require(try await store.lastChange())
    #expect(change.kind == .merge && change.count == 5)
    _ = try await store.undo(change.id)
    #expect(try await store.allContacts().count == 6)
  }

  @Test(arguments: StoreFactory.all)
  func whatTheCardsKeptIsMergedByTheFormatAndPutBackByUndo(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let file = [
      try item("u1", "Ada Lovelace", phone: "+44 20 7946 0018", extras: "X-A:1|X-B:2"),
      try item("u2", "Ada King", phone: "+44 20 7946 0999", extras: "X-B:2|X-C:3"),
    ]
    _ = try await store.importContacts(file, dryRun: false) { _ in }
    let ids = try await store.allContacts().sorted { $0.id < $1.id }.map(\.id)
    let before = try await ContractBook.traces(of: ids[0], in: store)
    let outcome = try await store.merge(
      ids, choosing: [:], region: nil, format: LineFormatSpy(), dryRun: false)
    #expect(try await store.exported(outcome.contacts[0]).extras == "X-A:1|X-B:2|X-C:3")
    _ = try await store.undo(nil)
    #expect(try await ContractBook.traces(of: ids[0], in: store) == before)
  }
}
