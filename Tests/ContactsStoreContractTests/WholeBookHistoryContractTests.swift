import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A moved book keeps its history: history, undo and rewind do in the copy what they did before",
  .removesTemporaryFolders)
struct WholeBookHistoryContractTests {
  @Test(arguments: WholeBookContractTests.pairs)
  func historyUndoAndRewindAreTheSameInTheCopyAndBack(
    _ from: StoreFactory, _ to: StoreFactory
  ) async throws {
    let clock = ManualClock()
    let source = try await from.make(clock: clock.now)
    let (then, ed) = try await Self.fill(source.contacts, clock: clock)
    let there = try await to.make(clock: clock.now)
    let moved = try await BookMove.run(
      from: try #require(source.wholeBook), to: try #require(there.wholeBook),
      destinationName: "there")
    let tally = try await BookTally(of: try #require(source.wholeBook))
    #expect(moved == .copied(tally))
    for kind in [BookKind.changes, .changedContacts, .changedGroupCards, .mergedUIDs] {
      #expect(tally.line(kind).count > 0, "the book holds \(kind.rawValue)")
    }
    let back = try await from.make(clock: clock.now)
    _ = try await BookMove.run(
      from: try #require(there.wholeBook), to: try #require(back.wholeBook),
      destinationName: "back")
    #expect(try await BookTally(of: try #require(back.wholeBook)) == tally)
    let view = try await Self.view(source.contacts, then: then)
    #expect(try await Self.view(there.contacts, then: then) == view)
    #expect(try await Self.view(back.contacts, then: then) == view)
    // Each does the same from here: an undo, a re-import of a card merged away, a rewind, and
    // an undo of the rewind.
    let stores = [source.contacts, there.contacts, back.contacts]
    var results: [[String]] = []
    for store in stores {
      var lines = ["\(try await store.undo(nil))"]
      let again = try await store.importContacts(
        [ContactImport(uid: "urn:uuid:ed", draft: try ContractBook.draft("Ed Wood"))],
        dryRun: false
      ) { _ in }
      lines.append("\(again)")
      lines.append("\(try await store.rewind(to: then))")
      lines += try await Self.view(store, then: then)
      let change = try #require(try await store.lastChange())
      lines.append("\(try await store.undo(change.id))")
      lines += try await Self.view(store, then: then)
      lines += try await ContractBook.traces(of: ed, in: store)
      results.append(lines)
    }
    #expect(results[1] == results[0])
    #expect(results[2] == results[0])
  }

  /// A book with a day of history, each change an hour after the one before: an import with a
  /// group card, an edit, a photo, an add, a delete and its restore, an import, a merge, a
  /// change of a group card's members, and an add undone. Returns a time between the first
  /// import and the rest, and the id of the contact the merge kept.
  static func fill(_ store: any ChangeTrackedRepository, clock: ManualClock) async throws
    -> (then: Date, kept: Contact.ID)
  {
    _ = try await store.importContacts(
      from: CardsAndGroups(
        try GroupCardContractTests.people(), groups: [GroupCardContractTests.society]),
      dryRun: false, progress: { _ in })
    clock.advance(seconds: 3600)
    let then = clock.now()
    clock.advance(seconds: 3600)
    let ada = try #require(try await store.searchAll("lovelace").first)
    try await ContractBook.rename(ada, "King", in: store)
    clock.advance(seconds: 3600)
    try await store.setPhoto(try ContactPhoto(SamplePhotos.png), id: ada.id)
    clock.advance(seconds: 3600)
    let cy = try await ContractBook.create(["Cy Young"], in: store)[0]
    clock.advance(seconds: 3600)
    try await store.delete(id: cy.id)
    clock.advance(seconds: 3600)
    _ = try await store.restore(id: cy.id)
    clock.advance(seconds: 3600)
    _ = try await store.importContacts(
      ["Di Prince", "Ed Wood"].map {
        ContactImport(
          uid: "urn:uuid:\($0.split(separator: " ")[0].lowercased())",
          draft: try ContractBook.draft($0))
      }, dryRun: false
    ) { _ in }
    clock.advance(seconds: 3600)
    let di = try #require(try await store.searchAll("prince").first)
    let ed = try #require(try await store.searchAll("wood").first)
    _ = try await store.merge([
      MergeWrite(id: di.id, draft: try ContractBook.draft("Di Wood"), photo: .keep, others: [ed.id])
    ])
    clock.advance(seconds: 3600)
    var form = ContactForm(try await store.contact(id: cy.id))
    form.groups = [GroupCardContractTests.society.name]
    _ = try await store.update(id: cy.id, with: try ContactDraft(form))
    clock.advance(seconds: 3600)
    _ = try await ContractBook.create(["Fay Undone"], in: store)
    _ = try await store.undo(nil)
    clock.advance(seconds: 3600)
    return (then, di.id)
  }

  /// What the app's history ports say of a book: the change undo would take back, each
  /// contact's history (in the list and in Recently deleted), its traces, the group cards, and
  /// what a rewind to `then` would do.
  static func view(_ store: any ChangeTrackedRepository, then: Date) async throws -> [String] {
    var lines = ["\(String(describing: try await store.lastChange()))"]
    let listed = try await store.allContacts()
    for contact in listed {
      lines.append("\(contact)")
      lines.append("\(try await store.history(of: contact.id, limit: 100))")
      lines += try await ContractBook.traces(of: contact.id, in: store)
    }
    lines += try await store.deletedContacts(limit: 100).map { "\($0)" }
    lines += try await store.groupCards().map { "\($0)" }
    lines.append("\(try await store.rewindPlan(to: then))")
    return lines
  }
}
