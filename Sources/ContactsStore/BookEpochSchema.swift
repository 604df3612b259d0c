import Foundation
import GRDB

/// The book's sync epoch: a random id, new whenever the book is replaced by a backup. What sync
/// kept about an account (its sync token, the change stamp it had seen) holds only in the epoch
/// it was written in: after a restore, the book went back in time while servers went on, so the
/// next sync lists everything and compares the whole book, as when a server forgets a token.
/// A CardDAV server in `contacts serve` would put the epoch in the tokens it issues and refuse
/// any from another.
enum BookEpochSchema {
  /// Registers the epoch's migration. Accounts synced before it keep what they had: the book
  /// was not restored.
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v17: the book's sync epoch") { db in
      try db.execute(sql: "CREATE TABLE bookEpoch (id TEXT NOT NULL, startedAt TEXT NOT NULL)")
      try start(in: db)
      try db.execute(
        sql: """
          ALTER TABLE syncAccount ADD COLUMN epoch TEXT;
          UPDATE syncAccount SET epoch = (SELECT id FROM bookEpoch);
          """)
    }
  }

  /// Starts a new epoch, and returns its id.
  @discardableResult
  static func start(in db: Database) throws -> String {
    let id = UUID().uuidString.lowercased()
    try db.execute(sql: "DELETE FROM bookEpoch")
    try db.execute(
      sql: "INSERT INTO bookEpoch (id, startedAt) VALUES (?, ?)",
      arguments: [id, ISO8601DateFormatter().string(from: Date())])
    return id
  }

  /// The current epoch's id.
  static func current(in db: Database) throws -> String {
    try String.fetchOne(db.cachedStatement(sql: "SELECT id FROM bookEpoch")) ?? ""
  }
}

extension ContactDatabase {
  /// The book's sync epoch: a random id, new after every restore of a backup.
  public func syncEpoch() async throws -> String {
    try await read { db in try BookEpochSchema.current(in: db) }
  }
}
