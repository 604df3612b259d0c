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
      ]),
    Migration(
      name: "v2: plain files",
      statements: [
        // The plain WebDAV area of each account's home (`PlainFiles`): one row per collection
        // or file, keyed by owner and path (segments joined by `/`, which no segment holds, in
        // byte order as SQLite keeps them), with its parent's path for listings, and a file's
        // body, content type and entity tag.
        """
        CREATE TABLE plain_resource (
          owner text COLLATE "C" NOT NULL,
          path text COLLATE "C" NOT NULL,
          parent text COLLATE "C" NOT NULL,
          is_collection boolean NOT NULL,
          content_type text,
          body bytea,
          length bigint NOT NULL DEFAULT 0,
          etag text,
          modified double precision NOT NULL,
          PRIMARY KEY (owner, path)
        )
        """,
        "CREATE INDEX plain_resource_parent ON plain_resource (owner, parent, path)",
      ]),
    Migration(
      name: "v3: sync accounts, records and conflicts",
      statements: [
        // Sync's memory beside the book (`SyncLedger`): the accounts (never a password), what
        // both sides last agreed on per card, and the conflicts waiting for the user.
        """
        CREATE TABLE sync_account (
          name text PRIMARY KEY COLLATE "C",
          url text NOT NULL,
          username text NOT NULL,
          password_command text,
          address_book_url text,
          sync_token text,
          read_only_notice_given boolean NOT NULL DEFAULT false,
          timeout_seconds bigint,
          seen_seq bigint
        )
        """,
        """
        CREATE TABLE sync_record (
          account text NOT NULL REFERENCES sync_account (name) ON DELETE CASCADE,
          href text NOT NULL,
          uid text NOT NULL,
          etag text,
          local_digest text NOT NULL,
          server_digest text NOT NULL,
          agreed text NOT NULL,
          skip_reason text,
          PRIMARY KEY (account, href)
        )
        """,
        "CREATE INDEX sync_record_uid ON sync_record (account, uid)",
        """
        CREATE TABLE sync_conflict (
          id bigserial PRIMARY KEY,
          account text NOT NULL REFERENCES sync_account (name) ON DELETE CASCADE,
          uid text NOT NULL,
          contact_name text NOT NULL,
          field text NOT NULL,
          mine text NOT NULL,
          server text NOT NULL
        )
        """,
        "CREATE INDEX sync_conflict_account ON sync_conflict (account)",
      ]),
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
