import ContactsDomain
import GRDB

/// Contacts stored before v10 read details: their birthdays, addresses, web sites, groups and
/// the rest stayed in the properties their import kept (`extras`), written back on export but
/// seen by no screen, search, birthday list or group. v19 lists them in `detailsToRead`; the
/// details are read by the file format, which the store does not know, so the composition root
/// reads them once, through `ContactDatabase.readKeptDetails(_:)`. v24 lists again, whatever
/// their details, the contacts whose kept properties hold one read as a detail since v23's
/// version (pronouns, role, manager…): they get those details alone.
enum DetailsToRead {
  /// The contacts whose details one transaction reads: a batch's exports in memory at once.
  static let batchSize = 500

  /// Registers the migration; called at the end of `Schema.migrator`.
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v19: contacts whose details are still to be read") { db in
      // Only a row with no details and kept properties may have some: what an import kept is
      // JSON with a `keptProperties` list (see the vCard format's extras). Text that is not
      // JSON is no error here (SQLite may evaluate both sides of an AND): it lists no row.
      try db.execute(
        sql: """
          CREATE TABLE detailsToRead (id INTEGER PRIMARY KEY NOT NULL);
          INSERT INTO detailsToRead SELECT id FROM contact
            WHERE details = '' AND extras <> ''
              AND CASE WHEN json_valid(extras)
                THEN json_array_length(extras, '$.keptProperties') > 0 ELSE 0 END;
          """)
    }
  }

  /// Registers v24, after v23.
  static func registerLater(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v24: contacts whose properties read since are still to be read") {
      db in
      // The names the vCard format reads as details since v23's version (its
      // `propertiesReadSinceV23`), as they were then: a later one needs a migration of its own.
      let names = [
        "PRONOUNS", "X-PRONOUNS", "ROLE", "X-MS-MANAGER", "X-MANAGER", "X-EVOLUTION-MANAGER",
        "X-KADDRESSBOOK-X-MANAGERSNAME", "X-MS-ASSISTANT", "X-ASSISTANT",
        "X-EVOLUTION-ASSISTANT", "X-KADDRESSBOOK-X-ASSISTANTSNAME", "X-MS-ANNIVERSARY",
        "X-EVOLUTION-ANNIVERSARY", "X-KADDRESSBOOK-X-ANNIVERSARY", "X-MS-IMADDRESS",
        "SOCIALPROFILE", "X-SOCIALPROFILE",
      ].map { "'\($0)'" }.joined(separator: ", ")
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO detailsToRead SELECT id FROM contact
            WHERE extras <> '' AND CASE WHEN json_valid(extras) THEN EXISTS (
              SELECT 1 FROM json_each(extras, '$.keptProperties') AS kept
              WHERE json_extract(kept.value, '$.name') IN (\(names))) ELSE 0 END
          """)
    }
  }

  /// Registers v27, after v26: the contacts whose groups hold an exporter's system label
  /// (Google's `myContacts`, `starred`, and `*`-labels), which imports before v27 read as
  /// groups; the file format reads them again without those (their `CATEGORIES` stay kept and
  /// written back). The labels as the vCard format's `SystemCategories` names them in v27.
  static func registerSystemLabels(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v27: contacts in an exporter's system label as a group") { db in
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO detailsToRead SELECT id FROM contact
            WHERE instr(details, '"groups":[') > 0 AND CASE WHEN json_valid(details)
              THEN EXISTS (
                SELECT 1 FROM json_each(details, '$.groups') AS listed
                WHERE listed.value IN ('myContacts', 'starred') OR listed.value LIKE '*%')
              ELSE 0 END
          """)
    }
  }

  /// Whether any contact is listed: one look-up.
  static func isPending(in db: Database) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM detailsToRead)") ?? false
  }

  /// Reads the next batch of listed contacts again with `read` (the contact as an import of its
  /// card reads it today, or for one with details those read since, or nil to leave it), stores the details and organization it gives with
  /// what depends on them (birthday, search text, sort key and so list position, counts and
  /// groups), and takes the batch off the list. Returns how many got details; nil when the list
  /// was empty.
  static func readBatch(
    _ read: (ContactExport) throws -> Contact?, in db: Database
  ) throws -> Int? {
    let ids = try Int64.fetchAll(
      db, sql: "SELECT id FROM detailsToRead ORDER BY id LIMIT \(batchSize)")
    guard let last = ids.last else { return nil }
    // Not a change of the contacts: each is written back as the card its import read (sync has
    // nothing to send).
    try db.execute(sql: ChangeSchema.droppedTriggers)
    let update = try db.makeStatement(
      sql: """
        UPDATE contact SET organization = ?, details = ?, birthday = ?, searchText = ?, sortKey = ?
        WHERE id = ?
        """)
    var count = 0
    for export in try ContactTransferQueries.exportContacts(ids: ids, in: db) {
      guard let contact = try read(export), contact.id == export.contact.id else { continue }
      try update.execute(arguments: [
        contact.organization, DetailsColumn.encoded(contact.details),
        BirthdayIndex.key(of: contact.details),
        SearchText.indexed(contact), contact.sortKey.rawValue, contact.id,
      ])
      count += 1
    }
    try db.execute(sql: "DELETE FROM detailsToRead WHERE id <= ?", arguments: [last])
    try ListPositions.place(in: db)
    try db.execute(sql: ChangeSchema.triggers)
    return count
  }
}
