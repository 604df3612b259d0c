import ContactsDomain
import GRDB

/// The `birthday` column: each contact's birthday as a month-day key (`BirthdayWindow.key`,
/// 1210 for December 10), NULL without one, written on save and import and indexed with the
/// list's order, so that upcoming birthdays are read from the index, never by decoding every
/// contact's details.
enum BirthdayIndex {
  /// Adds the column and its index, filled from the details already stored.
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v12: birthdays by month and day") { db in
      try db.alter(table: "contact") { table in table.add(column: "birthday", .integer) }
      // `DetailsColumn` writes a birthday as `PartialDate.text`, "1815-12-10" or "--12-10":
      // the month and day are its last five characters, whatever the year.
      try db.execute(
        sql: """
          UPDATE contact SET birthday =
            CAST(substr(json_extract(details, '$.birthday'), -5, 2) AS INTEGER) * 100
            + CAST(substr(json_extract(details, '$.birthday'), -2) AS INTEGER)
          WHERE details <> '' AND json_extract(details, '$.birthday') IS NOT NULL
          """)
      try db.execute(
        sql: """
          CREATE INDEX contact_on_birthday ON contact(birthday, sortKey, id)
          WHERE birthday IS NOT NULL
          """)
    }
  }

  /// The column's value for a contact with `details`.
  static func key(of details: ContactDetails) -> Int? {
    details.birthday.map(BirthdayWindow.key(of:))
  }

  /// Up to `limit` contacts whose birthday falls in `window`, soonest first (see
  /// `ContactRepository.birthdays(in:limit:)`): a range of the index per key run.
  static func contacts(in window: BirthdayWindow, limit: Int, in db: Database) throws
    -> [Contact]
  {
    let statement = try db.cachedStatement(
      sql: """
        SELECT id, firstName, lastName, sortKey, organization, note, details FROM contact
        WHERE birthday BETWEEN ? AND ? ORDER BY birthday, sortKey, id LIMIT ?
        """)
    var records: [ContactRecord] = []
    for run in window.keyRuns where records.count < limit {
      records += try ContactRecord.fetchAll(
        statement, arguments: [run.lowerBound, run.upperBound, limit - records.count])
    }
    return try ContactQueries.withValues(of: records, in: db)
  }
}
