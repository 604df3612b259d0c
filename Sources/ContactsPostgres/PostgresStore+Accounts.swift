import ContactsDomain
import Foundation
import PostgresNIO

extension PostgresStore: AccountRecords {
  public func accounts() async throws -> [Account] {
    try await read { session in
      try session.rows(
        "SELECT name, created_at, owns_served_book FROM account ORDER BY created_at, added"
      ).map { row in
        let (name, created, owns) = try row.decode((String, Double, Bool).self)
        return Account(
          name: name, createdAt: Date(timeIntervalSince1970: created), ownsServedBook: owns)
      }
    }
  }

  public func passwordHash(of name: String) async throws -> String? {
    try await read { session in
      try session.value("SELECT password_hash FROM account WHERE name = \(name)", as: String.self)
    }
  }

  public func addAccount(_ name: String, passwordHash: String) async throws -> Account {
    let now = clock()
    let added: Account? = try await write { session in
      let owns = try session.value("SELECT count(*) = 0 FROM account", as: Bool.self) ?? false
      let inserted = try session.execute(
        """
        INSERT INTO account (name, password_hash, created_at, owns_served_book)
        VALUES (\(name), \(passwordHash), \(now.timeIntervalSince1970), \(owns))
        ON CONFLICT (name) DO NOTHING
        """)
      return inserted == 0 ? nil : Account(name: name, createdAt: now, ownsServedBook: owns)
    }
    guard let added else { throw AccountError.exists(name: name) }
    return added
  }

  public func setPasswordHash(_ passwordHash: String, of name: String) async throws {
    let changed = try await write { session in
      try session.execute(
        "UPDATE account SET password_hash = \(passwordHash) WHERE name = \(name)")
    }
    if changed == 0 { throw AccountError.notFound(name: name) }
  }

  public func removeAccount(_ name: String) async throws {
    let refusal: AccountError? = try await write { session in
      guard
        let owns = try session.value(
          "SELECT owns_served_book FROM account WHERE name = \(name)", as: Bool.self)
      else { return .notFound(name: name) }
      if owns, try session.value("SELECT count(*) FROM account", as: Int.self) ?? 0 > 1 {
        return .ownsServedBook(name: name)
      }
      try session.execute("DELETE FROM account WHERE name = \(name)")
      return nil
    }
    if let refusal { throw refusal }
  }
}
