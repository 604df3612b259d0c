import ContactsDomain
import Foundation
import PostgresNIO

extension PostgresStore {
  /// The sync memory kept in this database, beside the book.
  public var ledger: PostgresLedger { PostgresLedger(store: self) }
}

/// The store's side of sync on PostgreSQL: accounts, per-card records and conflicts
/// (`sync_account`, `sync_record`, `sync_conflict`). Every server on the database sees one
/// memory: a sync run through one server leaves its token and records for the next, whichever
/// runs it.
public struct PostgresLedger: SyncLedger {
  let store: PostgresStore

  /// Every sync account, by name; a token and seen stamp kept in another epoch of the book
  /// are forgotten (`MovedSyncAccount.inEpoch`).
  public func accounts() async throws -> [SyncAccount] {
    try await store.read { session in
      let epoch = try session.value("SELECT epoch FROM book", as: String.self) ?? ""
      return try Self.keptAccounts(in: session).map { $0.inEpoch(epoch) }
    }
  }

  /// Every sync account, by name, as kept, with the epoch it last synced in: what the ledger
  /// lists and a move of the book carries.
  static func keptAccounts(in session: PostgresSession) throws -> [MovedSyncAccount] {
    try session.rows(
      """
      SELECT name, url, username, password_command, address_book_url, sync_token,
        read_only_notice_given, timeout_seconds, seen_seq, epoch
      FROM sync_account ORDER BY name
      """
    ).map { row in
      let (name, url, username, command, addressBook, token, noticed, timeout, seen, epoch) =
        try row.decode(
          (String, String, String, String?, String?, String?, Bool, Int?, Int64?, String?).self)
      return MovedSyncAccount(
        SyncAccount(
          name: name, url: url, username: username, passwordCommand: command,
          addressBookURL: addressBook, syncToken: token, readOnlyNoticeGiven: noticed,
          timeoutSeconds: timeout, seenSeq: seen),
        epoch: epoch)
    }
  }

  public func addAccount(_ account: SyncAccount) async throws {
    let taken = try await store.write { session in
      if try session.value(
        "SELECT true FROM sync_account WHERE name = \(account.name)", as: Bool.self) != nil
      {
        return true
      }
      try Self.save(account, in: session)
      return false
    }
    if taken { throw SyncLedgerError.accountExists(account.name) }
  }

  public func removeAccount(named name: String) async throws {
    let removed = try await store.write { session in
      try session.execute("DELETE FROM sync_account WHERE name = \(name)")
    }
    if removed == 0 { throw SyncLedgerError.noAccount(name) }
  }

  public func records(account name: String) async throws -> [LedgerEntry] {
    try await store.read { session in
      try session.rows(
        "SELECT \(unescaped: Self.recordColumns) FROM sync_record WHERE account = \(name)"
      ).map(Self.record(of:))
    }
  }

  public func recordETags(account name: String) async throws -> [(href: String, etag: String?)] {
    let pairs = try await store.read { session in
      try session.rows("SELECT href, etag FROM sync_record WHERE account = \(name)").map { row in
        try row.decode((String, String?).self)
      }
    }
    return pairs.map { (href: $0.0, etag: $0.1) }
  }

  public func records(account name: String, hrefs: [String]) async throws -> [LedgerEntry] {
    try await records(account: name, column: "href", in: hrefs)
  }

  public func records(account name: String, uids: [String]) async throws -> [LedgerEntry] {
    try await records(account: name, column: "uid", in: uids)
  }

  /// The skipped, the unwritten, and those whose contact is gone from the book's `contact`
  /// table (the PostgreSQL repository's).
  public func recordsToRecheck(account name: String) async throws -> [LedgerEntry] {
    try await store.read { session in
      try session.rows(
        """
        SELECT \(unescaped: Self.recordColumns) FROM sync_record r
        WHERE account = \(name) AND (skip_reason IS NOT NULL OR etag IS NULL
          OR NOT EXISTS (SELECT 1 FROM contact c WHERE c.uid = r.uid AND c.live))
        """
      ).map(Self.record(of:))
    }
  }

  public func recordCounts(account name: String) async throws -> (records: Int, skipped: Int) {
    let counts = try await store.read { session in
      try session.rows(
        "SELECT count(*), count(skip_reason) FROM sync_record WHERE account = \(name)"
      ).first?.decode((Int, Int).self)
    }
    return (counts?.0 ?? 0, counts?.1 ?? 0)
  }

  public func apply(_ batch: LedgerWrite) async throws {
    try await store.write { session in
      let name = batch.account.name
      try Self.save(batch.account, in: session)
      if !batch.removed.isEmpty {
        try session.execute(
          "DELETE FROM sync_record WHERE account = \(name) AND href = ANY(\(batch.removed))")
      }
      if !batch.saved.isEmpty {
        // Every record in one statement, as JSON rows; of two with one href, the later wins.
        let rows = String(
          decoding: try JSONEncoder().encode(batch.saved.map(Self.jsonRow)), as: UTF8.self)
        try session.execute(
          """
          INSERT INTO sync_record
            (account, href, uid, etag, local_digest, server_digest, agreed, skip_reason)
          SELECT DISTINCT ON (href) \(name), href, uid, etag, local_digest, server_digest,
            agreed, skip_reason
          FROM ROWS FROM (jsonb_to_recordset(\(rows)::jsonb) AS (href text, uid text, etag text,
            local_digest text, server_digest text, agreed text, skip_reason text))
            WITH ORDINALITY AS r(href, uid, etag, local_digest, server_digest, agreed, skip_reason,
              n)
          ORDER BY href, n DESC
          ON CONFLICT (account, href) DO UPDATE SET uid = excluded.uid, etag = excluded.etag,
            local_digest = excluded.local_digest, server_digest = excluded.server_digest,
            agreed = excluded.agreed, skip_reason = excluded.skip_reason
          """)
      }
      for conflict in batch.conflicts {
        try session.execute(
          """
          INSERT INTO sync_conflict (account, uid, contact_name, field, mine, server)
          VALUES (\(name), \(conflict.uid), \(conflict.contactName), \(conflict.field),
            \(conflict.mine), \(conflict.server))
          """)
      }
    }
  }

  public func conflicts(account name: String?) async throws -> [SyncConflict] {
    try await store.read { session in
      try session.rows(
        """
        SELECT \(unescaped: Self.conflictColumns) FROM sync_conflict
        WHERE \(name)::text IS NULL OR account = \(name) ORDER BY id
        """
      ).map(Self.conflict(of:))
    }
  }

  public func removeConflict(id: Int64) async throws -> SyncConflict {
    let removed = try await store.write { session in
      try session.rows(
        "DELETE FROM sync_conflict WHERE id = \(id) RETURNING \(unescaped: Self.conflictColumns)"
      ).first.map(Self.conflict(of:))
    }
    guard let removed else { throw SyncLedgerError.noConflict(id) }
    return removed
  }

  // MARK: - Private

  /// The records of the account `name` whose `column` (one this file names) holds one of
  /// `values`.
  private func records(account name: String, column: String, in values: [String]) async throws
    -> [LedgerEntry]
  {
    guard !values.isEmpty else { return [] }
    return try await store.read { session in
      try session.rows(
        """
        SELECT \(unescaped: Self.recordColumns) FROM sync_record
        WHERE account = \(name) AND \(unescaped: column) = ANY(\(values))
        """
      ).map(Self.record(of:))
    }
  }

  private static let recordColumns =
    "href, uid, etag, local_digest, server_digest, agreed, skip_reason"

  private static let conflictColumns = "id, account, uid, contact_name, field, mine, server"

  private static func save(_ account: SyncAccount, in session: PostgresSession) throws {
    try session.execute(
      """
      INSERT INTO sync_account
        (name, url, username, password_command, address_book_url, sync_token,
        read_only_notice_given, timeout_seconds, seen_seq, epoch)
      SELECT \(account.name), \(account.url), \(account.username), \(account.passwordCommand),
        \(account.addressBookURL), \(account.syncToken), \(account.readOnlyNoticeGiven),
        \(account.timeoutSeconds), \(account.seenSeq), epoch
      FROM book
      ON CONFLICT (name) DO UPDATE SET url = excluded.url, username = excluded.username,
        password_command = excluded.password_command,
        address_book_url = excluded.address_book_url, sync_token = excluded.sync_token,
        read_only_notice_given = excluded.read_only_notice_given,
        timeout_seconds = excluded.timeout_seconds, seen_seq = excluded.seen_seq,
        epoch = excluded.epoch
      """)
  }

  /// `record` as one JSON row of `apply`'s insert, its columns by name.
  private static func jsonRow(_ record: LedgerEntry) -> [String: String?] {
    [
      "href": record.href, "uid": record.uid, "etag": record.etag,
      "local_digest": record.localDigest, "server_digest": record.serverDigest,
      "agreed": record.agreed, "skip_reason": record.skipReason,
    ]
  }

  private static func record(of row: PostgresRow) throws -> LedgerEntry {
    let (href, uid, etag, local, server, agreed, skipReason) = try row.decode(
      (String, String, String?, String, String, String, String?).self)
    return LedgerEntry(
      href: href, uid: uid, etag: etag, localDigest: local, serverDigest: server, agreed: agreed,
      skipReason: skipReason)
  }

  private static func conflict(of row: PostgresRow) throws -> SyncConflict {
    let (id, account, uid, contactName, field, mine, server) = try row.decode(
      (Int64, String, String, String, String, String, String).self)
    return SyncConflict(
      id: id, account: account, uid: uid, contactName: contactName, field: field, mine: mine,
      server: server)
  }
}
