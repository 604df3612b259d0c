import ContactsDomain
import GRDB

extension ContactDatabase: ChangeTrackedRepository {
  public func changeStamp() async throws -> Int64 {
    try await read { db in try Int64.fetchOne(db, sql: "SELECT value FROM changeCounter") ?? 0 }
  }

  public func stampedContacts(after position: StampedContact.Position, limit: Int) async throws
    -> [StampedContact]
  {
    try await read { db in
      try ContactTransferQueries.stampedContacts(after: position, limit: limit, in: db)
    }
  }

  public func stampedContacts(uids: [String]) async throws -> [StampedContact] {
    try await read { db in try ContactTransferQueries.stampedContacts(uids: uids, in: db) }
  }
}
