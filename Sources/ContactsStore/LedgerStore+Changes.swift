import ContactsDomain
import Foundation
import GRDB

// The reads of a sync that looks only at what changed: a few records, never all of them.
extension LedgerStore {
  public func recordETags(account name: String) async throws -> [(href: String, etag: String?)] {
    try await access { db in
      try Row.fetchAll(
        db, sql: "SELECT href, etag FROM syncRecord WHERE account = ?", arguments: [name]
      ).map { (href: $0[0], etag: $0[1]) }
    }
  }

  public func records(account name: String, hrefs: [String]) async throws -> [LedgerEntry] {
    try await records(account: name, column: "href", in: hrefs)
  }

  public func records(account name: String, uids: [String]) async throws -> [LedgerEntry] {
    try await records(account: name, column: "uid", in: uids)
  }

  public func recordsToRecheck(account name: String) async throws -> [LedgerEntry] {
    try await access { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT * FROM syncRecord r WHERE account = ?
            AND (skipReason IS NOT NULL OR etag IS NULL
              OR NOT EXISTS (SELECT 1 FROM contact c WHERE c.uid = r.uid))
          """, arguments: [name]
      ).map(Self.record)
    }
  }

  /// The records of the account `name` whose `column` holds one of `values`.
  private func records(account name: String, column: String, in values: [String]) async throws
    -> [LedgerEntry]
  {
    guard !values.isEmpty else { return [] }
    let list = String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
    return try await access { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT * FROM syncRecord
          WHERE account = ? AND \(column) IN (SELECT value FROM json_each(?))
          """, arguments: [name, list]
      ).map(Self.record)
    }
  }
}
