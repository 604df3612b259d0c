import ContactsDomain
import ContactsStore
import Foundation

// The stores the contract and the behaviour spec run on. A new store is one more factory here.
extension StoreFactory {
  /// Every store: SQLite on a file, SQLite in memory, the reference store and PostgreSQL.
  /// PostgreSQL only when the tests have it (`PostgresServer.available` says why not; under
  /// `CI=true` they always do, and a missing one fails).
  public static let all: [StoreFactory] =
    [.sqliteFile, .sqliteInMemory, .reference] + (PostgresServer.available ? [.postgres] : [])

  /// The stores a book can be moved in and out of whole (`WholeBook`, `contacts migrate`).
  public static let movable: [StoreFactory] =
    [.sqliteFile, .sqliteInMemory] + (PostgresServer.available ? [.postgres] : [])

  /// The stores that keep backups.
  public static let withBackups: [StoreFactory] = [.sqliteFile]

  /// The SQLite store on a file of its own, in a new temporary folder: removed when the test
  /// ends (the suites' `.removesTemporaryFolders`), else when the test process exits.
  public static let sqliteFile = StoreFactory("SQLite file") { clock in
    let folder = try makeTemporaryDirectory()
    let store = try ContactDatabase.openFile(
      at: folder.appendingPathComponent("contacts.sqlite").path
    ).telling(time: clock)
    return Store(
      contacts: store, ledger: store.ledger, accounts: store,
      plainFiles: { store.limitingPlainFiles(to: $0) }, backups: store,
      backupsFolder: store.backupsFolder, wholeBook: store
    ) { path in
      _ = try await store.backup(to: path, replacing: false)
    }
  }

  /// The SQLite store in memory.
  public static let sqliteInMemory = StoreFactory("SQLite in memory") { clock in
    let store = try ContactDatabase.inMemory().telling(time: clock)
    return Store(
      contacts: store, ledger: store.ledger, accounts: store,
      plainFiles: { store.limitingPlainFiles(to: $0) }, wholeBook: store)
  }
}
