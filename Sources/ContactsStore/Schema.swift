import ContactsDomain
import GRDB

/// The versioned schema. Never edit a registered migration: add the next one.
enum Schema {
  /// Migrates `writer` to the latest schema, and returns nil; or, when a newer version of the
  /// app has migrated it further, leaves it as it is and returns that version's last migration.
  static func migrate(_ writer: any DatabaseWriter) throws -> String? {
    var applied = try writer.read { try migrator.appliedIdentifiers($0) }
    while true {
      if let newer = newerVersion(applied) { return newer }
      do {
        try migrator.migrate(writer)
        return nil
      } catch {
        // Processes opening a new file at once race: another may have applied a migration
        // between this one reading which were applied and running it ("table contact already
        // exists"). Each migration is a transaction, so read again and go on from there;
        // a failure with nothing new applied is a real one.
        let now = try writer.read { try migrator.appliedIdentifiers($0) }
        guard now != applied else { throw error }
        applied = now
      }
    }
  }

  /// The last migration of `applied` this version does not know, if any.
  static func newerVersion(_ applied: Set<String>) -> String? {
    applied.subtracting(migrator.migrations).max()
  }

  /// The list index since v8: the list's order, and each contact's search text for a walk.
  static let listIndex = "CREATE INDEX contact_on_sortKey ON contact(sortKey, id, searchText)"

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
    migrator.registerMigration("v2: phones, emails, organization, note, search") { db in
      try db.alter(table: "contact") { table in
        table.add(column: "organization", .text).notNull().defaults(to: "")
        table.add(column: "note", .text).notNull().defaults(to: "")
        // SearchText.indexed(contact): what the contact is found by, folded in Swift.
        table.add(column: "searchText", .text).notNull().defaults(to: "")
      }
      try db.create(table: "contactValue") { table in
        table.autoIncrementedPrimaryKey("id")
        table.belongsTo("contact", onDelete: .cascade, indexed: false).notNull()
        table.column("kind", .text).notNull().check { ["phone", "email"].contains($0) }
        table.column("position", .integer).notNull()
        table.column("label", .text).notNull()
        table.column("value", .text).notNull()
      }
      // Serves both the cascade on delete and reading values in (contact, kind, position) order.
      try db.create(
        index: "contactValue_on_contact", on: "contactValue",
        columns: ["contactId", "kind", "position"])
      try SearchSchema.create(in: db)
    }
    migrator.registerMigration("v3: uid and the extras an import keeps") { db in
      try db.alter(table: "contact") { table in
        table.add(column: "uid", .text)
        table.add(column: "extras", .text).notNull().defaults(to: "")
      }
      for id in try Int64.fetchAll(db, sql: "SELECT id FROM contact") {
        try db.execute(
          sql: "UPDATE contact SET uid = ? WHERE id = ?",
          arguments: [ContactTransferQueries.makeUID(), id])
      }
      try db.create(index: "contact_on_uid", on: "contact", columns: ["uid"], unique: true)
    }
    migrator.registerMigration("v4: sort by the name shown") { db in
      // The list sorts by the name shown (`Contact.fullName`): "First Last", one name alone, or
      // a company card's organization. Only a row missing a name sorts differently from before.
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT id, firstName, lastName, organization FROM contact
          WHERE firstName = '' OR lastName = ''
          """)
      for row in rows {
        let shown = ContactName.shown(
          firstName: row["firstName"], lastName: row["lastName"], organization: row["organization"])
        try db.execute(
          sql: "UPDATE contact SET sortKey = ? WHERE id = ?",
          arguments: [ContactSortKey(fullName: shown).rawValue, row["id"] as Int64])
      }
    }
    LedgerSchema.register(in: &migrator)
    migrator.registerMigration("v6: the UID a second card with it had in its file") { db in
      // A second, different card with a UID an earlier card of the same import had is kept as
      // a contact of its own: a new unique uid, and here the UID its file said, which export
      // writes back and a later import of the same file matches it by.
      try db.alter(table: "contact") { table in table.add(column: "fileUID", .text) }
      try db.execute(
        sql: "CREATE INDEX contact_on_fileUID ON contact(fileUID) WHERE fileUID IS NOT NULL")
    }
    LedgerSchema.registerLater(in: &migrator)
    migrator.registerMigration("v8: the list index holds the search text") { db in
      // A search for a common word walks the list in order and tests each row's search text:
      // held in the index, the walk reads the index alone, not a table row per contact.
      try db.execute(sql: "DROP INDEX contact_on_sortKey; \(listIndex)")
    }
    ChangeSchema.register(in: &migrator)
    migrator.registerMigration("v10: a contact's details") { db in
      // Birthday, addresses, web sites, groups and the rest, as `DetailsColumn` writes them:
      // "" for none, which most contacts are.
      try db.alter(table: "contact") { table in
        table.add(column: "details", .text).notNull().defaults(to: "")
      }
    }
    PhotoSchema.register(in: &migrator)
    BirthdayIndex.register(in: &migrator)
    ListPlaceSchema.register(in: &migrator)
    GroupSchema.register(in: &migrator)
    SearchDetailsSchema.register(in: &migrator)
    ListPositionSchema.register(in: &migrator)
    BookEpochSchema.register(in: &migrator)
    PhoneticOrderSchema.register(in: &migrator)
    DetailsToRead.register(in: &migrator)
    TrashSchema.register(in: &migrator)
    UndoSchema.register(in: &migrator)
    HistorySchema.register(in: &migrator)
    PlacementStampSchema.register(in: &migrator)
    DetailsToRead.registerLater(in: &migrator)
    GroupCardHistory.register(in: &migrator)
    ChangeMembersSchema.register(in: &migrator)
    ServedSchema.register(in: &migrator)
    DetailsToRead.registerSystemLabels(in: &migrator)
    AccountSchema.register(in: &migrator)
    ServedGroupSchema.register(in: &migrator)
    PlainSchema.register(in: &migrator)
    MergedUIDSchema.register(in: &migrator)
    return migrator
  }
}
