import ContactsCardDAV
import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import ContactsVCard
import Foundation
import Testing

/// One device: a local database in memory with an account on `bookURL`, synced the way the
/// CLI does, and a second client to play another device on the server.
struct SyncHarness {
  let database: ContactDatabase
  let bookURL: String
  let username: String
  let password: String
  static let accountName = "test"

  init(bookURL: String, username: String = Radicale.username, password: String = Radicale.password)
    async throws
  {
    database = try ContactDatabase.inMemory()
    self.bookURL = bookURL
    self.username = username
    self.password = password
    try await database.ledger.addAccount(
      SyncAccount(name: Self.accountName, url: bookURL, username: username))
  }

  var connection: CardDAVConnection {
    get throws { try CardDAVConnection(url: bookURL, username: username, password: password) }
  }

  /// The account as the sync memory has it now.
  func account() async throws -> SyncAccount {
    try #require(try await database.ledger.accounts().first)
  }

  /// Syncs once, `batchSize` cards at a time, through `ledger` (the database's sync memory
  /// when nil); `wrap` may put a fault between the engine and the server.
  @discardableResult
  func sync(
    _ options: SyncOptions = SyncOptions(), batchSize: Int = SyncEngine.standardBatchSize,
    ledger: (any SyncLedger)? = nil,
    wrap: (any RemoteAddressBook) -> any RemoteAddressBook = { $0 }
  ) async throws -> SyncReport {
    try await withServer { book in
      let engine = SyncEngine(
        contacts: database, ledger: ledger ?? database.ledger, remote: wrap(book),
        batchSize: batchSize)
      return try await engine.sync(account(), options: options)
    }
  }

  /// Runs `body` with a client of the address book, closed afterwards.
  func withServer<T>(_ body: (CardDAVAddressBook) async throws -> T) async throws -> T {
    let book = try await CardDAVDiscovery.addressBook(connection)
    do {
      let result = try await body(book)
      try await book.close()
      return result
    } catch {
      try await book.close()
      throw error
    }
  }

  /// Every card on the server, by UID (a duplicate UID fails the test).
  func serverCards() async throws -> [String: RemoteCard] {
    try await withServer { book in
      let cards = try await book.cards(at: try await book.listing().all().map(\.href))
      var byUID: [String: RemoteCard] = [:]
      for card in cards {
        let uid = Self.uid(of: String(decoding: card.data, as: UTF8.self))
        #expect(byUID[uid] == nil, "two cards on the server have the UID \(uid)")
        byUID[uid] = card
      }
      return byUID
    }
  }

  /// Every local contact as a vCard, by UID.
  func localCards() async throws -> [String: String] {
    var result: [String: String] = [:]
    var position: ContactPosition?
    while true {
      let window = try await database.exportContacts(after: position, limit: 1000)
      guard let last = window.last else { break }
      for export in window {
        #expect(result[export.uid] == nil, "two local contacts have the UID \(export.uid)")
        result[export.uid] = String(decoding: VCardFormat().write([export]), as: UTF8.self)
      }
      position = last.contact.position
    }
    return result
  }

  /// Both sides hold exactly the cards `uids`, no UID twice, and each card holds the lines
  /// `kept` names for it (properties the app does not model among them).
  func expectBothSides(
    _ uids: Set<String>, kept: [String: [String]] = [:], serverOnly: Set<String> = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let server = try await serverCards()
    let local = try await localCards()
    #expect(Set(server.keys) == uids.union(serverOnly), sourceLocation: sourceLocation)
    #expect(Set(local.keys) == uids, sourceLocation: sourceLocation)
    for (uid, lines) in kept {
      let serverText = server[uid].map { String(decoding: $0.data, as: UTF8.self) } ?? ""
      for line in lines {
        #expect(
          serverText.contains(line), "server \(uid) lacks \(line)", sourceLocation: sourceLocation)
        if !serverOnly.contains(uid) {
          #expect(
            local[uid]?.contains(line) == true, "local \(uid) lacks \(line)",
            sourceLocation: sourceLocation)
        }
      }
    }
  }

  /// The UID line of a vCard's text.
  static func uid(of text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("UID:") } ?? ""
    return String(line.dropFirst(4))
  }
}
