import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A whole book moves between stores (contacts migrate) and comes back the same",
  .removesTemporaryFolders)
struct WholeBookContractTests {
  /// Every pair of stores a book can move between, one way.
  static let pairs: [(StoreFactory, StoreFactory)] = StoreFactory.movable.flatMap { source in
    StoreFactory.movable.map { (source, $0) }
  }

  @Test(arguments: pairs)
  func aBookOfEveryKindMovesAndComesBackEqual(_ from: StoreFactory, _ to: StoreFactory)
    async throws
  {
    let source = try await from.make()
    try await Self.fill(source)
    let there = try await to.make()
    let moved = try await BookMove.run(
      from: try #require(source.wholeBook), to: try #require(there.wholeBook),
      destinationName: "there")
    let original = try await BookTally(of: try #require(source.wholeBook))
    #expect(moved == .copied(original))
    for kind in BookKind.allCases where kind != .settings {
      #expect(original.line(kind).count > 0, "the book holds \(kind.rawValue)")
    }
    // What the ports say of the copy is what they say of the source.
    #expect(try await Self.portView(there) == Self.portView(source))
    // And back, into a new store of the first kind.
    let back = try await from.make()
    _ = try await BookMove.run(
      from: try #require(there.wholeBook), to: try #require(back.wholeBook),
      destinationName: "back")
    #expect(try await BookTally(of: try #require(back.wholeBook)) == original)
    #expect(try await Self.portView(back) == Self.portView(source))
  }

  @Test(arguments: StoreFactory.movable)
  func aBookOfSeveralBatchesMovesWholeAndBack(_ factory: StoreFactory) async throws {
    let source = try await StoreFactory.sqliteInMemory.make()
    let many = try (0..<(BookPart.batch * 2 + 100)).map { index in
      ContactImport(
        uid: "u-\(index)", draft: try ContractBook.draft("Person N\(String(index, radix: 36))"))
    }
    _ = try await source.contacts.importContacts(many, dryRun: false, progress: { _ in })
    let trashed = try await source.contacts.allContacts().prefix(70)
    for contact in trashed { try await source.contacts.delete(id: contact.id) }
    let there = try await factory.make()
    let original = try await BookTally(of: try #require(source.wholeBook))
    let moved = try await BookMove.run(
      from: try #require(source.wholeBook), to: try #require(there.wholeBook),
      destinationName: "there")
    #expect(moved == .copied(original))
    #expect(original.line(.contacts).count == many.count)
    let back = try await StoreFactory.sqliteFile.make()
    _ = try await BookMove.run(
      from: try #require(there.wholeBook), to: try #require(back.wholeBook),
      destinationName: "back")
    #expect(try await BookTally(of: try #require(back.wholeBook)) == original)
    #expect(
      try await ContractBook.names(in: back.contacts)
        == ContractBook.names(in: source.contacts))
  }

  @Test(arguments: StoreFactory.movable)
  func aSecondRunFindsTheBookThereAndChangesNothing(_ factory: StoreFactory) async throws {
    let source = try await StoreFactory.sqliteInMemory.make()
    try await Self.fill(source)
    let there = try await factory.make()
    let book = try #require(there.wholeBook)
    _ = try await BookMove.run(
      from: try #require(source.wholeBook), to: book, destinationName: "there")
    let before = try await BookTally(of: book)
    let again = try await BookMove.run(
      from: try #require(source.wholeBook), to: book, destinationName: "there")
    #expect(again == .alreadyThere(before))
    #expect(try await BookTally(of: book) == before)
  }

  @Test(arguments: StoreFactory.movable)
  func aDestinationHoldingAnotherBookIsRefusedAndUntouched(_ factory: StoreFactory)
    async throws
  {
    let source = try await StoreFactory.sqliteInMemory.make()
    try await Self.fill(source)
    let there = try await factory.make()
    try await ContractBook.create(["Grace Hopper"], in: there.contacts)
    let book = try #require(there.wholeBook)
    let before = try await BookTally(of: book)
    await #expect(throws: BookMoveError.notEmpty("there")) {
      try await BookMove.run(
        from: try #require(source.wholeBook), to: book, destinationName: "there")
    }
    #expect(try await BookTally(of: book) == before)
    #expect(try await ContractBook.names(in: there.contacts) == ["Grace Hopper"])
  }

  @Test(arguments: StoreFactory.movable)
  func aFailureMidCopyLeavesTheDestinationEmptyAndARunAfterWorks(_ factory: StoreFactory)
    async throws
  {
    let source = try await StoreFactory.sqliteInMemory.make()
    try await Self.fill(source)
    let there = try await factory.make()
    let book = try #require(there.wholeBook)
    let failing = FailingAfterContacts(book: try #require(source.wholeBook))
    // The store reports the read's failure as its own error.
    await #expect(throws: (any Error).self) {
      try await BookMove.run(from: failing, to: book, destinationName: "there")
    }
    #expect(try await BookTally(of: book).isEmpty)
    #expect(try await ContractBook.names(in: there.contacts).isEmpty)
    let moved = try await BookMove.run(
      from: try #require(source.wholeBook), to: book, destinationName: "there")
    #expect(moved == .copied(try await BookTally(of: try #require(source.wholeBook))))
  }

  @Test(arguments: pairs)
  func theEpochsAndTheServedNameMoveAndComeBack(_ from: StoreFactory, _ to: StoreFactory)
    async throws
  {
    let settings = BookSettings(
      historyBegan: nil, keepDays: 30, stamp: 0, epoch: "epoch-now",
      epochBegan: "2020-01-02T03:04:05Z", forgotten: 0, servedName: "Ada’s book")
    let token = SyncAccount(
      name: "now", url: "https://dav.example.org/", username: "ada", syncToken: "t-now",
      seenSeq: 0)
    let stale = SyncAccount(
      name: "then", url: "https://dav.example.org/", username: "ada", syncToken: "t-then",
      seenSeq: 0)
    let parts: [BookPart] = [
      .settings(settings),
      .syncAccounts([
        MovedSyncAccount(token, epoch: "epoch-now"),
        MovedSyncAccount(stale, epoch: "epoch-before-a-restore"),
      ]),
    ]
    let source = try await from.make()
    let remaining = PartsBox(parts)
    #expect(try await #require(source.wholeBook).writeBook { remaining.next() })
    #expect(try await Self.settingsAndSyncAccounts(of: #require(source.wholeBook)) == parts)
    let there = try await to.make()
    let moved = try await BookMove.run(
      from: try #require(source.wholeBook), to: try #require(there.wholeBook),
      destinationName: "there")
    #expect(moved == .copied(try await BookTally(of: try #require(source.wholeBook))))
    #expect(try await Self.settingsAndSyncAccounts(of: #require(there.wholeBook)) == parts)
    // The ledger forgets the token kept in another epoch, in both.
    var forgotten = stale
    (forgotten.syncToken, forgotten.seenSeq) = (nil, nil)
    #expect(try await there.ledger.accounts() == [token, forgotten])
    #expect(try await source.ledger.accounts() == there.ledger.accounts())
  }

  /// The settings and sync accounts of `book`, as it reads them.
  static func settingsAndSyncAccounts(of book: any WholeBook) async throws -> [BookPart] {
    let box = PartsBox([])
    try await book.readBook { part in
      switch part {
      case .settings, .syncAccounts: box.add(part)
      default: break
      }
    }
    return box.all
  }

  // MARK: - The book

  /// Puts one or more of every kind of thing a book holds in `store`, through its ports: an
  /// import with group cards and a photo, an edit (a version), a delete (Recently deleted), a
  /// merge, an undone change, an account, a sync account with records and a conflict, plain files, and a
  /// served book's cards, deletions and group names.
  static func fill(_ store: StoreFactory.Store) async throws {
    var people = try GroupCardContractTests.people()
    people.append(
      ContactImport(
        uid: "urn:uuid:grace", draft: try ContractBook.draft("Grace Hopper"),
        extras: "X-KEPT:yes\r\n", photo: try ContactPhoto(SamplePhotos.png)))
    _ = try await store.contacts.importContacts(
      from: CardsAndGroups(people, groups: [GroupCardContractTests.society]), dryRun: false,
      progress: { _ in })
    let made = try await store.contacts.create(
      try ContractBook.draft("Alan Turing"), photo: .set(try ContactPhoto(SamplePhotos.gif)))
    try await ContractBook.rename(made, "Mathison", in: store.contacts)
    let doomed = try await ContractBook.create(["Mary Shelley"], in: store.contacts)[0]
    try await store.contacts.delete(id: doomed.id)
    let twins = try await ContractBook.create(["Ida Twin", "Ida Twin"], in: store.contacts)
    _ = try await store.contacts.merge([
      MergeWrite(
        id: twins[0].id, draft: try ContractBook.draft("Ida Twin"), photo: .keep,
        others: [twins[1].id])
    ])
    let undone = try await ContractBook.create(["Edsger Dijkstra"], in: store.contacts)[0]
    _ = try await store.contacts.undo(nil)
    #expect((try? await store.contacts.contact(id: undone.id)) == nil)
    _ = try await store.accounts.addAccount("ada", passwordHash: "$2b$12$notarealhashbutkeptasis")
    let account = SyncAccount(
      name: "phone", url: "https://dav.example.org/", username: "ada",
      passwordCommand: "pass show dav", syncToken: "token-1", timeoutSeconds: 30, seenSeq: 3)
    try await store.ledger.addAccount(account)
    var write = LedgerWrite(account: account)
    write.saved = [
      LedgerEntry(
        href: "/ada.vcf", uid: "urn:uuid:ada", etag: "\"e1\"", localDigest: "l", serverDigest: "s",
        agreed: "a"),
      LedgerEntry(href: "/odd.vcf", uid: "odd", etag: nil, skipReason: "not a card"),
    ]
    write.conflicts = [
      SyncConflict(
        id: 0, account: "phone", uid: "urn:uuid:ada", contactName: "Ada Lovelace",
        field: "note", mine: "mine", server: "theirs")
    ]
    try await store.ledger.apply(write)
    let files = store.plainFiles(.standard)
    _ = try await files.makePlainCollection(at: ["notes"], of: "ada")
    _ = try await files.putPlainFile(
      Data("plain\n".utf8), contentType: "text/plain", at: ["notes", "a.txt"], of: "ada",
      when: .none)
    try await ServedBook.put("urn:uuid:ken", "Ken Thompson", at: "ken.vcf", in: store.served)
    try await ServedBook.put("urn:uuid:dennis", "Dennis Ritchie", at: "dmr.vcf", in: store.served)
    try await store.served.delete(named: "dmr.vcf", when: .none)
    _ = try await store.served.put(
      group: GroupCard(uid: "urn:uuid:unix", name: "Unix", members: ["urn:uuid:ken"], text: ""),
      named: "unix.vcf", when: .absent)
    _ = try await store.served.put(
      group: GroupCard(uid: "urn:uuid:gone", name: "Gone", members: [], text: ""),
      named: "gone.vcf", when: .absent)
    try await store.served.delete(named: "gone.vcf", when: .none)
  }

  /// What the ports say of a book: its list, its trash, its groups, its accounts and sync
  /// memory, its plain files and what it serves.
  static func portView(_ store: StoreFactory.Store) async throws -> [String] {
    let contacts = try await store.contacts.allContacts()
    var lines = contacts.map { "\($0)" }
    for contact in contacts {
      lines.append(try await ContractBook.traces(of: contact.id, in: store.contacts).joined())
    }
    lines += try await store.contacts.deletedContacts(limit: 100).map { "\($0)" }
    lines += try await store.contacts.groupCards().map { "\($0)" }
    lines.append("keep \(try await store.contacts.keepDeletedDays())")
    lines += try await store.accounts.accounts().map { "\($0)" }
    lines.append(try await store.accounts.passwordHash(of: "ada") ?? "no hash")
    lines += try await store.ledger.accounts().map { "\($0)" }
    lines += try await store.ledger.records(account: "phone").map { "\($0)" }
    lines += try await store.ledger.conflicts(account: nil).map { "\($0)" }
    let files = store.plainFiles(.standard)
    lines += try await files.plainMembers(of: ["notes"], of: "ada").map { "\($0)" }
    lines.append("\(try await store.served.servedState())")
    lines += try await ServedBook.entries(of: store.served).map { "\($0)" }
    return lines
  }
}

/// A book whose read fails once its first contacts have been handed on: a copy cut short.
private struct FailingAfterContacts: WholeBook {
  struct Cut: Error {}

  let book: any WholeBook

  func readBook(_ take: @escaping @Sendable (BookPart) throws -> Void) async throws {
    try await book.readBook { part in
      try take(part)
      if case .contacts = part { throw Cut() }
    }
  }

  func writeBook(_ next: @escaping @Sendable () throws -> BookPart?) async throws -> Bool {
    try await book.writeBook(next)
  }

  func writeHistory(_ next: @escaping @Sendable () throws -> BookPart?) async throws -> Bool {
    try await book.writeHistory(next)
  }
}

/// Parts handed out or gathered on a store's thread.
private final class PartsBox: @unchecked Sendable {
  private let lock = NSLock()
  private var parts: [BookPart]

  init(_ parts: [BookPart]) { self.parts = parts }

  func next() -> BookPart? { lock.withLock { parts.isEmpty ? nil : parts.removeFirst() } }
  func add(_ part: BookPart) { lock.withLock { parts.append(part) } }
  var all: [BookPart] { lock.withLock { parts } }
}
