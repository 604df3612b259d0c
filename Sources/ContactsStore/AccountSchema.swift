import GRDB

/// v29: the server's accounts, in the database `contacts serve` serves: a name, the password's
/// bcrypt hash (never the password), when the account was made, and which account owns the
/// served book (the first one added).
enum AccountSchema {
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v29: accounts") { db in
      try db.execute(
        sql: """
          CREATE TABLE account (
            name TEXT PRIMARY KEY NOT NULL,
            passwordHash TEXT NOT NULL,
            createdAt REAL NOT NULL,
            ownsServedBook INTEGER NOT NULL DEFAULT 0
          )
          """)
    }
  }
}
