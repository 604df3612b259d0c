import ContactsDomain
import ContactsPostgres
import Foundation

// The PostgreSQL store in the contract: each test gets a database of its own on the test
// server (`PostgresServer`). The suites of one port run on these lists.
extension PortFactory where Port == any AccountRecords {
  /// Every store's accounts: the whole contract's stores (PostgreSQL among them).
  public static var all: [PortFactory] {
    StoreFactory.all.map { $0.port { $0.accounts } }
  }
}

/// A store's plain area, holding what the limits given allow.
public typealias LimitedPlainFiles = @Sendable (PlainLimits) -> any PlainFiles

extension PortFactory where Port == LimitedPlainFiles {
  /// Every store's plain files: the whole contract's stores (PostgreSQL among them).
  public static var all: [PortFactory] {
    StoreFactory.all.map { $0.port { $0.plainFiles } }
  }
}

extension PortFactory where Port == any SyncLedger {
  /// Every store's sync memory: the whole contract's stores (PostgreSQL among them).
  public static var all: [PortFactory] {
    StoreFactory.all.map { $0.port { $0.ledger } }
  }
}

extension StoreFactory {
  /// The PostgreSQL store on a new database of the test server.
  public static let postgres = StoreFactory("PostgreSQL") { clock in
    let store = try await PostgresStore.openForTest().telling(time: clock)
    return Store(
      contacts: store, served: store, ledger: store.ledger, accounts: store,
      plainFiles: { store.limitingPlainFiles(to: $0) }, wholeBook: store)
  }
}

extension PostgresStore {

  /// A new store on a new empty database of the test server, which keeps no connection
  /// between transactions and runs them on the threads every test's store shares: the suites
  /// run hundreds of tests at once on one server, whose connections are few (a CI run failed
  /// with "too many clients" when each store had threads of its own).
  public static func openForTest() async throws -> PostgresStore {
    try await openForTest(at: try await PostgresServer.shared.makeDatabase())
  }

  /// The store on the database at `url` (a test server's), as `openForTest()` opens one.
  public static func openForTest(at url: String) async throws -> PostgresStore {
    try await open(
      PostgresAddress(url), password: nil, connections: 2, keepsIdle: false,
      threads: testThreads)
  }

  /// The threads of every test's store: at most this many of their connections are open at once
  /// (beside export snapshots), well under the test server's `max_connections`.
  private static let testThreads = PostgresThreads(count: 16)
}
