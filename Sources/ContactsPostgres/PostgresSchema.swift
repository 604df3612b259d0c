import ContactsDomain
import PostgresNIO

/// The versioned schema of a PostgreSQL book. Never edit a listed migration: add the next one.
///
/// Migrations run under a session-level advisory lock, so however many servers start together on
/// one database, one applies them and the others find them applied; each runs in a transaction
/// with its row in `contacts_migration`, so a server killed midway leaves the one before whole.
enum PostgresSchema {
  struct Migration: Sendable {
    let name: String
    let statements: [PostgresQuery]
  }

  static let migrations: [Migration] = [
    Migration(
      name: "v1: accounts",
      statements: [
        // The server's accounts: a name, the password's bcrypt hash (never the password), when
        // it was made, and whether it owns the served book (the first one added).
        """
        CREATE TABLE account (
          name text PRIMARY KEY COLLATE "C",
          password_hash text NOT NULL,
          created_at double precision NOT NULL,
          owns_served_book boolean NOT NULL DEFAULT false,
          added bigserial NOT NULL
        )
        """
      ])
  ]

  /// Applies the migrations `database` lacks, and returns nil; or, when a newer version of the
  /// app has migrated it further, changes nothing and returns that version's last migration.
  static func migrate(_ database: PostgresDatabase) async throws(ContactStoreError) -> String? {
    try await database.withSession { session in
      try session.execute("SELECT pg_advisory_lock(\(PostgresDatabase.migrationLock))")
      defer { _ = try? session.execute("SELECT pg_advisory_unlock_all()") }
      try session.execute(
        """
        CREATE TABLE IF NOT EXISTS contacts_migration (
          name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())
        """)
      let applied = Set(
        try session.rows("SELECT name FROM contacts_migration").map { try $0.decode(String.self) })
      if let newer = applied.subtracting(migrations.map(\.name)).max() { return newer }
      for migration in migrations where !applied.contains(migration.name) {
        try session.execute("BEGIN")
        do {
          for statement in migration.statements { try session.execute(statement) }
          try session.execute("INSERT INTO contacts_migration (name) VALUES (\(migration.name))")
          try session.execute("COMMIT")
        } catch {
          _ = try? session.execute("ROLLBACK")
          throw error
        }
      }
      return nil
    }
  }
}
