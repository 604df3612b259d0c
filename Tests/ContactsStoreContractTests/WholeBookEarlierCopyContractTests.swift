import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A copy made before migrate carried the history gets it; an undo's group cards in one order",
  .removesTemporaryFolders)
struct WholeBookEarlierCopyContractTests {
  @Test(arguments: WholeBookContractTests.pairs)
  func aCopyWithoutItsHistoryGetsItAndThenDoesWhatTheSourceDoes(
    _ from: StoreFactory, _ to: StoreFactory
  ) async throws {
    let clock = ManualClock()
    let source = try await from.make(clock: clock.now)
    let (then, _) = try await WholeBookHistoryContractTests.fill(source.contacts, clock: clock)
    let book = try #require(source.wholeBook)
    let tally = try await BookTally(of: book)
    let there = try await to.make(clock: clock.now)
    let copy = try #require(there.wholeBook)
    // What `migrate` wrote before it carried the history: everything else.
    _ = try await BookMove.run(
      from: WithoutHistory(book: book), to: copy, destinationName: "there")
    #expect(try await BookTally(of: copy).isWithoutHistory(of: tally))
    let again = try await BookMove.run(from: book, to: copy, destinationName: "there")
    #expect(again == .historyAdded(tally))
    #expect(
      try await WholeBookHistoryContractTests.view(there.contacts, then: then)
        == WholeBookHistoryContractTests.view(source.contacts, then: then))
    #expect(
      try await BookMove.run(from: book, to: copy, destinationName: "there")
        == .alreadyThere(tally))
    // Undo and rewind go on alike.
    var results: [[String]] = []
    for store in [source.contacts, there.contacts] {
      results.append([
        "\(try await store.undo(nil))", "\(try await store.rewind(to: then))",
        "\(String(describing: try await store.lastChange()))",
      ])
    }
    #expect(results[1] == results[0])
  }

  @Test(arguments: StoreFactory.movable)
  func aCopyWithoutHistoryChangedSinceIsRefusedAndUntouched(_ factory: StoreFactory)
    async throws
  {
    let clock = ManualClock()
    let source = try await StoreFactory.sqliteInMemory.make(clock: clock.now)
    _ = try await WholeBookHistoryContractTests.fill(source.contacts, clock: clock)
    let book = try #require(source.wholeBook)
    let there = try await factory.make(clock: clock.now)
    let copy = try #require(there.wholeBook)
    _ = try await BookMove.run(
      from: WithoutHistory(book: book), to: copy, destinationName: "there")
    try await ContractBook.create(["Grace Hopper"], in: there.contacts)
    let before = try await BookTally(of: copy)
    await #expect(throws: BookMoveError.notEmpty("there")) {
      try await BookMove.run(from: book, to: copy, destinationName: "there")
    }
    #expect(try await BookTally(of: copy) == before)
  }

  /// A change that removed group cards in an order not their uids': its undo puts them back
  /// (each at the end of the list, as a new card goes) in the order of their uids, in every
  /// store and in a copy moved from it, however the store kept the order it touched them in.
  @Test(arguments: WholeBookContractTests.pairs)
  func anUndoPutsGroupCardsBackInOneOrderInTheSourceAndTheCopy(
    _ from: StoreFactory, _ to: StoreFactory
  ) async throws {
    let source = try await from.make()
    let cards = ["urn:uuid:z-poets", "urn:uuid:m-chess", "urn:uuid:a-rowing"].map { uid in
      GroupCard(
        uid: uid, name: uid, members: [],
        text: "BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:group\r\nFN:\(uid)\r\nUID:\(uid)\r\nEND:VCARD\r\n"
      )
    }
    _ = try await source.contacts.importContacts(
      from: CardsAndGroups([], groups: cards), dryRun: false, progress: { _ in })
    try await source.contacts.applySync(
      [], deleting: [], storing: [], removingGroupCards: cards.map(\.uid),
      in: SyncRun(account: "Home"))
    let there = try await to.make()
    _ = try await BookMove.run(
      from: try #require(source.wholeBook), to: try #require(there.wholeBook),
      destinationName: "there")
    var orders: [[String]] = []
    for store in [source.contacts, there.contacts] {
      _ = try await store.undo(nil)
      orders.append(try await store.groupCards().map(\.uid))
    }
    #expect(orders[0] == cards.map(\.uid).sorted())
    #expect(orders[1] == orders[0])
  }
}

/// A book read without its history: what `contacts migrate` copied before it carried it.
private struct WithoutHistory: WholeBook {
  let book: any WholeBook

  func readBook(_ take: @escaping @Sendable (BookPart) throws -> Void) async throws {
    try await book.readBook { part in
      if !BookKind.history.contains(part.kind) { try take(part) }
    }
  }

  func writeBook(_ next: @escaping @Sendable () throws -> BookPart?) async throws -> Bool {
    try await book.writeBook(next)
  }

  func writeHistory(_ next: @escaping @Sendable () throws -> BookPart?) async throws -> Bool {
    try await book.writeHistory(next)
  }
}
