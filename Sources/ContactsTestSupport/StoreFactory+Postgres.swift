import ContactsDomain
import ContactsPostgres
import Foundation

// The PostgreSQL store in the contract: each test gets a database of its own on the test
// server (`PostgresServer`).
extension PortFactory where Port == any AccountRecords {
  /// Every store's accounts: the whole contract's stores, and PostgreSQL.
  public static var all: [PortFactory] {
    StoreFactory.all.map { $0.port { $0.accounts } }
      + PortFactory.postgres { $0 }
  }
}

/// A store's plain area, holding what the limits given allow.
public typealias LimitedPlainFiles = @Sendable (PlainLimits) -> any PlainFiles

extension PortFactory where Port == LimitedPlainFiles {
  /// Every store's plain files: the whole contract's stores, and PostgreSQL.
  public static var all: [PortFactory] {
    StoreFactory.all.map { $0.port { $0.plainFiles } }
      + PortFactory.postgres { store in { store.limitingPlainFiles(to: $0) } }
  }
}

extension PortFactory where Port == any SyncLedger {
  /// Every store's sync memory: the whole contract's stores, and PostgreSQL.
  public static var all: [PortFactory] {
    StoreFactory.all.map { $0.port { $0.ledger } } + PortFactory.postgres { $0.ledger }
  }
}

extension PortFactory {
  /// The port `pick` picks of a new PostgreSQL store on the test server; none when the tests
  /// have no PostgreSQL (`PostgresServer.available` says why).
  static func postgres(_ pick: @escaping @Sendable (PostgresStore) -> Port) -> [PortFactory] {
    guard PostgresServer.available else { return [] }
    return [
      PortFactory("PostgreSQL") { clock in
        pick(try await PostgresStore.openForTest().telling(time: clock))
      }
    ]
  }
}

extension PostgresStore {
  /// A new store on a new empty database of the test server.
  public static func openForTest() async throws -> PostgresStore {
    let url = try await PostgresServer.shared.makeDatabase()
    return try await open(PostgresAddress(url), password: nil, connections: 4)
  }
}
