import GRDB

/// The versioned schema. Never edit a registered migration: add the next one.
enum Schema {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: contacts") { db in
      try db.create(table: "contact") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("firstName", .text).notNull()
        table.column("lastName", .text).notNull()
        // ContactSortKey's raw value; BINARY order here is the app's order.
        table.column("sortKey", .text).notNull()
      }
      // The index holds (sortKey, rowid), so ORDER BY sortKey, id reads it in order.
      try db.create(index: "contact_on_sortKey", on: "contact", columns: ["sortKey"])
    }
    return migrator
  }
}
