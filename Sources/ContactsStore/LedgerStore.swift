import ContactsDomain
import GRDB

extension ContactDatabase {
  /// The sync memory kept in this database, beside the contacts.
  public var ledger: LedgerStore { LedgerStore(writer: writer) }
}

/// The store's side of sync: accounts, per-card records and conflicts, in the contacts database.
public struct LedgerStore: SyncLedger {
  let writer: any DatabaseWriter

  public func accounts() async throws -> [SyncAccount] {
    try await access { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT *, epoch IS NOT (SELECT id FROM bookEpoch) AS otherEpoch FROM syncAccount
          ORDER BY name
          """
      ).map(Self.account)
    }
  }

  public func addAccount(_ account: SyncAccount) async throws {
    try await access(writing: true) { db in
      let taken = try Bool.fetchOne(
        db, sql: "SELECT 1 FROM syncAccount WHERE name = ?", arguments: [account.name])
      guard taken != true else { throw SyncLedgerError.accountExists(account.name) }
      try Self.save(account, in: db)
    }
  }

  public func removeAccount(named name: String) async throws {
    try await access(writing: true) { db in
      try db.execute(sql: "DELETE FROM syncAccount WHERE name = ?", arguments: [name])
      guard db.changesCount > 0 else { throw SyncLedgerError.noAccount(name) }
    }
  }

  public func records(account name: String) async throws -> [LedgerEntry] {
    try await access { db in
      try Row.fetchAll(db, sql: "SELECT * FROM syncRecord WHERE account = ?", arguments: [name])
        .map(Self.record)
    }
  }

  public func recordCounts(account name: String) async throws -> (records: Int, skipped: Int) {
    try await access { db in
      let row = try Row.fetchOne(
        db, sql: "SELECT COUNT(*), COUNT(skipReason) FROM syncRecord WHERE account = ?",
        arguments: [name])
      return (row?[0] ?? 0, row?[1] ?? 0)
    }
  }

  public func apply(_ batch: LedgerWrite) async throws {
    try await access(writing: true) { db in
      let name = batch.account.name
      try Self.save(batch.account, in: db)
      for href in batch.removed {
        try db.execute(
          sql: "DELETE FROM syncRecord WHERE account = ? AND href = ?", arguments: [name, href])
      }
      for record in batch.saved {
        try db.execute(
          sql: """
            INSERT OR REPLACE INTO syncRecord
              (account, href, uid, etag, localDigest, serverDigest, agreed, skipReason)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            name, record.href, record.uid, record.etag, record.localDigest, record.serverDigest,
            record.agreed, record.skipReason,
          ])
      }
      for conflict in batch.conflicts {
        try db.execute(
          sql: """
            INSERT INTO syncConflict (account, uid, contactName, field, mine, server)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            name, conflict.uid, conflict.contactName, conflict.field, conflict.mine,
            conflict.server,
          ])
      }
    }
  }

  public func conflicts(account name: String?) async throws -> [SyncConflict] {
    try await access { db in
      try Row.fetchAll(
        db, sql: "SELECT * FROM syncConflict WHERE ?1 IS NULL OR account = ?1 ORDER BY id",
        arguments: [name]
      ).map(Self.conflict)
    }
  }

  public func removeConflict(id: Int64) async throws -> SyncConflict {
    try await access(writing: true) { db in
      guard
        let row = try Row.fetchOne(
          db, sql: "SELECT * FROM syncConflict WHERE id = ?", arguments: [id])
      else { throw SyncLedgerError.noConflict(id) }
      try db.execute(sql: "DELETE FROM syncConflict WHERE id = ?", arguments: [id])
      return Self.conflict(row)
    }
  }

  // MARK: - Private

  private static func save(_ account: SyncAccount, in db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO syncAccount
          (name, url, username, passwordCommand, addressBookURL, syncToken, readOnlyNoticeGiven,
          timeoutSeconds, seenSeq, epoch)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT id FROM bookEpoch))
        ON CONFLICT(name) DO UPDATE SET url = excluded.url, username = excluded.username,
          passwordCommand = excluded.passwordCommand, addressBookURL = excluded.addressBookURL,
          syncToken = excluded.syncToken, readOnlyNoticeGiven = excluded.readOnlyNoticeGiven,
          timeoutSeconds = excluded.timeoutSeconds, seenSeq = excluded.seenSeq,
          epoch = excluded.epoch
        """,
      arguments: [
        account.name, account.url, account.username, account.passwordCommand,
        account.addressBookURL, account.syncToken, account.readOnlyNoticeGiven,
        account.timeoutSeconds, account.seenSeq,
      ])
  }

  /// The account of `row`; its sync token and seen stamp are forgotten when they were kept in
  /// another epoch (`BookEpochSchema`): the book was restored since, and the next sync lists
  /// everything and compares the whole book.
  private static func account(_ row: Row) -> SyncAccount {
    let otherEpoch: Bool = row["otherEpoch"]
    return SyncAccount(
      name: row["name"], url: row["url"], username: row["username"],
      passwordCommand: row["passwordCommand"], addressBookURL: row["addressBookURL"],
      syncToken: otherEpoch ? nil : row["syncToken"],
      readOnlyNoticeGiven: row["readOnlyNoticeGiven"], timeoutSeconds: row["timeoutSeconds"],
      seenSeq: otherEpoch ? nil : row["seenSeq"])
  }

  static func record(_ row: Row) -> LedgerEntry {
    LedgerEntry(
      href: row["href"], uid: row["uid"], etag: row["etag"], localDigest: row["localDigest"],
      serverDigest: row["serverDigest"], agreed: row["agreed"], skipReason: row["skipReason"])
  }

  private static func conflict(_ row: Row) -> SyncConflict {
    SyncConflict(
      id: row["id"], account: row["account"], uid: row["uid"], contactName: row["contactName"],
      field: row["field"], mine: row["mine"], server: row["server"])
  }

  /// Runs `body` in a read or a write, keeping sync's own errors and translating SQLite's.
  func access<T: Sendable>(
    writing: Bool = false, _ body: @escaping @Sendable (Database) throws -> T
  ) async throws -> T {
    do {
      return writing ? try await writer.write(body) : try await writer.read(body)
    } catch let error as SyncLedgerError {
      throw error
    } catch {
      throw ContactStoreError(error, path: "the sync state")
    }
  }
}
