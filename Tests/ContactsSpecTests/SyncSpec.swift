import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

/// Sync with a server through the sync screen, against an address book held in memory (the
/// real servers are in ContactsSyncTests).
@Suite("Sync spec, MVVM and VIPER alike")
struct SyncSpec {
  /// The account every story syncs.
  private static let home = SyncAccount(
    name: "home", url: "http://127.0.0.1:5232/", username: "ada")

  /// Opens the one address book of every account.
  private struct Connector: RemoteConnector {
    let book: InMemoryAddressBook

    func withAddressBook<Value: Sendable>(
      of account: SyncAccount, _ body: (any RemoteAddressBook, _ url: String) async throws -> Value
    ) async throws -> Value {
      try await body(book, "http://127.0.0.1:5232/book/")
    }
  }

  /// The app of `architecture` over `store`, syncing with `book`.
  private func app(
    _ architecture: Architecture, _ store: StoreFactory.Store, _ book: InMemoryAddressBook
  ) -> any AddressBookApp {
    architecture.app(
      store.contacts,
      syncManager: EngineSyncManager(
        contacts: store.contacts, ledger: store.ledger, connector: Connector(book: book)))
  }

  static func card(_ uid: String, _ first: String, _ last: String, note: String = "")
    -> String
  {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(first) \(last)\r\nN:\(last);\(first);;;\r\n"
      + (note.isEmpty ? "" : "NOTE:\(note)\r\n") + "END:VCARD\r\n"
  }

  /// A new store of `factory` with the account "home", a book holding `cards` (by name), and
  /// the app of `architecture` over both.
  func start(
    _ architecture: Architecture, _ factory: StoreFactory, _ cards: [String: String]
  ) async throws -> (StoreFactory.Store, InMemoryAddressBook, any AddressBookApp) {
    let store = try await factory.make()
    let book = InMemoryAddressBook()
    for (name, card) in cards { await book.store(name, card) }
    try await store.ledger.addAccount(Self.home)
    return (store, book, app(architecture, store, book))
  }

  /// Syncs every account, the progress it heard too.
  func sync(_ app: any AddressBookApp, confirmed: Bool = false, dryRun: Bool = false)
    async throws -> (SyncOutcome, [SyncProgress])
  {
    let heard = SyncProgressLog()
    let outcome = try await app.sync(
      account: nil, dryRun: dryRun, confirmed: confirmed, progress: heard.append)
    return (outcome, heard.reports)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aFirstSyncBringsTheServersCardsSendsOursAndTheListShowsBoth(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let (_, book, app) = try await start(
      architecture, factory, ["ada": Self.card("ada", "Ada", "Lovelace")])
    _ = try await app.add(ContactForm(firstName: "Grace", lastName: "Hopper"))
    #expect(try await app.syncStatus().map(\.hasSynced) == [false])

    let (outcome, progress) = try await sync(app)
    #expect(
      outcome.synced.map(\.report.summary) == [
        "from the server +1 ~0 -0; to the server +1 ~0 -0; conflicts 0"
      ])
    #expect(outcome.changedContacts)
    #expect(progress.map(\.step) == [.asking, .receiving, .receiving, .sending, .sending, .saving])
    #expect(progress.last == SyncProgress(account: "home", step: .saving, total: 1))
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Ada Lovelace", "Grace Hopper",
      ])
    #expect(await book.texts().count == 2)
    let status = try await app.syncStatus()
    #expect(status.map(\.synced) == [2])
    #expect(status.map(\.hasSynced) == [true])

    let (again, quiet) = try await sync(app)
    #expect(quiet.map(\.step) == [.asking], "nothing to receive, send or save is not shown")
    #expect(
      again.synced.map(\.report.summary) == [
        "from the server +0 ~0 -0; to the server +0 ~0 -0; conflicts 0"
      ])
    #expect(!again.changedContacts)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aLargeFirstPullShowsItsProgressBatchByBatch(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    var cards: [String: String] = [:]
    for index in 0..<1_200 {
      cards["p\(index)"] = Self.card("p\(index)", "Person", "Number\(index)")
    }
    let (_, _, app) = try await start(architecture, factory, cards)
    let (outcome, progress) = try await sync(app)
    #expect(outcome.synced.map(\.report.counts.fromServerAdded) == [1_200])
    #expect(
      progress.filter { $0.step == .receiving }.map(\.done) == [0, 500, 1_000, 1_200],
      "the bar moves once per multiget batch")
    #expect(progress.last == SyncProgress(account: "home", step: .saving, total: 1_200))
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aFieldEditedOnBothSidesIsAConflictThePersonSettles(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let (store, book, app) = try await start(
      architecture, factory, ["ada": Self.card("ada", "Ada", "Lovelace", note: "poet")])
    _ = try await sync(app)
    let ada = try #require(try await store.contacts.allContacts().first)
    var form = try await app.openEdit(ada.id)
    form.note = "mine"
    _ = try await app.edit(ada.id, form)
    await book.store("ada", Self.card("ada", "Ada", "Lovelace", note: "theirs"))

    let (outcome, _) = try await sync(app)
    #expect(outcome.synced.map(\.report.counts.conflicts) == [1])
    let conflicts = try await app.syncConflicts()
    #expect(
      conflicts.map { "\($0.contactName), \($0.field): \($0.mine) / \($0.server)" } == [
        "Ada Lovelace, note: mine / theirs"
      ])
    let resolved = try await app.resolveConflict(try #require(conflicts.first?.id), keep: .server)
    #expect(resolved.field == "note")
    #expect(try await app.syncConflicts().isEmpty)
    #expect(try await app.show(ada.id).note == "theirs")
    await #expect(throws: AppFailure.self) {
      try await app.resolveConflict(resolved.id, keep: .mine)
    }
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aServerThatSuddenlyListsNothingStopsTheSyncUntilConfirmed(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let (_, book, app) = try await start(
      architecture, factory,
      ["ada": Self.card("ada", "Ada", "Lovelace"), "alan": Self.card("alan", "Alan", "Turing")])
    _ = try await sync(app)
    await book.removeAll()

    let (stopped, _) = try await sync(app)
    guard case .needsConfirmation(let synced, let account, let reason) = stopped else {
      Issue.record("expected a stop, got \(stopped)")
      return
    }
    #expect(synced.isEmpty)
    #expect(account == "home")
    #expect(reason == "the server lists no cards, but 2 were synced before")
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names.count == 2, "nothing was deleted")

    let (confirmed, _) = try await sync(app, confirmed: true)
    #expect(confirmed.synced.map(\.report.counts.fromServerRemoved) == [2])
    #expect(try await app.list(.appear, in: ContactListWindow()) == .noContent)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func withoutAnAccountOrAServerTheSyncSaysWhyAndChangesNothing(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let store = try await factory.make()
    let book = InMemoryAddressBook()
    let app = app(architecture, store, book)
    #expect(try await app.syncStatus() == [])
    #expect(try await app.syncConflicts() == [])
    await #expect(
      throws: AppFailure.syncFailed(
        .noAccount,
        message: "Could not sync: there is no sync account yet; add one with contacts sync "
          + "add-account NAME --url URL --username USER")
    ) { try await sync(app) }
    try await store.ledger.addAccount(Self.home)
    await book.setDown(true)
    await #expect(
      throws: AppFailure.syncFailed(
        .unreachable,
        message: "Could not sync: cannot reach http://127.0.0.1:5232/book/ (connection refused)")
    ) { try await sync(app) }
    #expect(try await app.syncStatus().map(\.hasSynced) == [false])
    // A build made without sync has no accounts, and says so.
    await #expect(throws: AppFailure.self) {
      try await architecture.app(store.contacts).sync(
        account: nil, dryRun: false, confirmed: false, progress: { _ in })
    }
  }
}

/// What a sync's progress said, in order.
private final class SyncProgressLog {
  private(set) var reports: [SyncProgress] = []

  func append(_ progress: SyncProgress) { reports.append(progress) }
}
