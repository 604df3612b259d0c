import ContactsDomain
import ContactsPostgres
import ContactsStore
import Foundation

// The PostgreSQL store in the contract: each test gets a database of its own on the test
// server (`PostgresServer`).
extension PortFactory where Port == any AccountRecords {
  /// Every store's accounts: the whole contract's stores (PostgreSQL among them).
  public static var all: [PortFactory] {
    StoreFactory.all.map { $0.port { $0.accounts } }
  }
}

extension StoreFactory {
  /// The PostgreSQL store on a new database of the test server. Its served book is not written
  /// yet (`UnservedBook`); its sync ledger and plain files are those of a throwaway SQLite store
  /// in memory until the PostgreSQL ones land.
  public static let postgres = StoreFactory("PostgreSQL") { clock in
    let store = try await PostgresStore.openForTest().telling(time: clock)
    let stand = try ContactDatabase.inMemory().telling(time: clock)
    return Store(
      contacts: store, served: UnservedBook(), ledger: stand.ledger, accounts: store,
      plainFiles: { stand.limitingPlainFiles(to: $0) })
  }
}

/// A served book not yet on PostgreSQL: every call says so, never a fake answer.
struct UnservedBook: ServedAddressBook {
  private static func notYet(_ method: String) -> ContactStoreError {
    .failed("\(method) is not yet on PostgreSQL")
  }

  func servedState() async throws -> ServedState { throw Self.notYet("servedState") }

  func servedEntries(after name: String?, limit: Int) async throws -> [ServedEntry] {
    throw Self.notYet("servedEntries")
  }

  func servedCards(named names: [String]) async throws -> [ServedCard] {
    throw Self.notYet("servedCards")
  }

  func servedChanges(since state: ServedState, after position: ServedChange.Position?, limit: Int)
    async throws -> [ServedChange]
  {
    throw Self.notYet("servedChanges")
  }

  func put(_ card: ContactImport, body: Data, named name: String, when condition: ServedCondition)
    async throws -> ServedWrite
  {
    throw Self.notYet("put")
  }

  func put(group card: GroupCard, named name: String, when condition: ServedCondition)
    async throws -> ServedWrite
  {
    throw Self.notYet("put(group:)")
  }

  func delete(named name: String, when condition: ServedCondition) async throws {
    throw Self.notYet("delete(named:)")
  }
}

extension PostgresStore {
  private static let creating = NSLock()

  /// A new store on a new empty database of the test server, which keeps no connection
  /// between transactions: the suites run hundreds of tests at once on one server, whose
  /// connections are few.
  public static func openForTest() async throws -> PostgresStore {
    // One database made at a time: the test server's stand-in runs psql for each, and
    // Foundation's `Process.run` crashed when hundreds ran at once.
    let url = try creating.withLock { try PostgresServer.shared.makeDatabase() }
    return try await open(PostgresAddress(url), password: nil, connections: 2, keepsIdle: false)
  }
}
