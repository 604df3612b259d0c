import GRDB

/// The tables sync keeps beside the contacts: accounts (never a password), what both sides last
/// agreed on per card, and the conflicts waiting for the user.
enum LedgerSchema {
  /// Registers the first sync migration, v5, after the contacts' v4.
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v5: sync accounts, records and conflicts") { db in
      try db.create(table: "syncAccount") { table in
        table.primaryKey("name", .text)
        table.column("url", .text).notNull()
        table.column("username", .text).notNull()
        table.column("passwordCommand", .text)
        table.column("addressBookURL", .text)
        table.column("syncToken", .text)
        table.column("readOnlyNoticeGiven", .boolean).notNull().defaults(to: false)
      }
      try db.create(table: "syncRecord") { table in
        table.column("account", .text).notNull()
          .references("syncAccount", column: "name", onDelete: .cascade)
        table.column("href", .text).notNull()
        table.column("uid", .text).notNull()
        table.column("etag", .text)
        table.column("localDigest", .text).notNull()
        table.column("serverDigest", .text).notNull()
        table.column("agreed", .text).notNull()
        table.column("skipReason", .text)
        table.primaryKey(["account", "href"])
      }
      try db.create(table: "syncConflict") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("account", .text).notNull().indexed()
          .references("syncAccount", column: "name", onDelete: .cascade)
        table.column("uid", .text).notNull()
        table.column("contactName", .text).notNull()
        table.column("field", .text).notNull()
        table.column("mine", .text).notNull()
        table.column("server", .text).notNull()
      }
    }
  }

  /// Registers the sync migrations that come after the contacts' v6.
  static func registerLater(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v7: a sync account's timeout") { db in
      try db.alter(table: "syncAccount") { table in table.add(column: "timeoutSeconds", .integer) }
    }
  }
}
