import ContactsDomain
import Foundation
import GRDB

extension ContactDatabase: AccountRecords {
  public func accounts() async throws -> [Account] {
    try await read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT name, createdAt, ownsServedBook FROM account ORDER BY createdAt, rowid
          """
      ).map { row in
        Account(
          name: row["name"], createdAt: Date(timeIntervalSince1970: row["createdAt"]),
          ownsServedBook: row["ownsServedBook"])
      }
    }
  }

  public func passwordHash(of name: String) async throws -> String? {
    try await read { db in
      try String.fetchOne(
        db, sql: "SELECT passwordHash FROM account WHERE name = ?", arguments: [name])
    }
  }

  public func addAccount(_ name: String, passwordHash: String) async throws -> Account {
    let now = clock()
    let added: Account? = try await write { db in
      guard try !Self.exists(name, in: db) else { return nil }
      let first = try Int.fetchOne(db, sql: "SELECT count(*) FROM account") == 0
      try db.execute(
        sql: """
          INSERT INTO account (name, passwordHash, createdAt, ownsServedBook) VALUES (?, ?, ?, ?)
          """, arguments: [name, passwordHash, now.timeIntervalSince1970, first])
      return Account(name: name, createdAt: now, ownsServedBook: first)
    }
    guard let added else { throw AccountError.exists(name: name) }
    return added
  }

  public func setPasswordHash(_ passwordHash: String, of name: String) async throws {
    let changed = try await write { db in
      try db.execute(
        sql: "UPDATE account SET passwordHash = ? WHERE name = ?", arguments: [passwordHash, name])
      return db.changesCount
    }
    if changed == 0 { throw AccountError.notFound(name: name) }
  }

  public func removeAccount(_ name: String) async throws {
    let refusal: AccountError? = try await write { db in
      let owns = try Bool.fetchOne(
        db, sql: "SELECT ownsServedBook FROM account WHERE name = ?", arguments: [name])
      guard let owns else { return .notFound(name: name) }
      if owns, try Int.fetchOne(db, sql: "SELECT count(*) FROM account") ?? 0 > 1 {
        return .ownsServedBook(name: name)
      }
      try db.execute(sql: "DELETE FROM account WHERE name = ?", arguments: [name])
      return nil
    }
    if let refusal { throw refusal }
  }

  private static func exists(_ name: String, in db: Database) throws -> Bool {
    try Bool.fetchOne(
      db, sql: "SELECT EXISTS (SELECT 1 FROM account WHERE name = ?)", arguments: [name]) ?? false
  }
}
