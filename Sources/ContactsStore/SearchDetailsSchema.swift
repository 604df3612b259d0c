import ContactsDomain
import GRDB

/// Search over details, and contacts shown without a name: rows stored before either get the
/// search text and sort key `SearchText.indexed` and `Contact.fullName` give them now.
enum SearchDetailsSchema {
  /// Registers the migration; called at the end of `Schema.migrator`.
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v15: search over details; contacts shown without a name") { db in
      // Only a contact with details finds more, and only one with neither names nor an
      // organization sorts differently: most rows are left alone. Neither is a change of the
      // contact, so no change stamp is taken (sync has nothing to send).
      try db.execute(sql: ChangeSchema.droppedTriggers)
      try recompute(
        where: "details != '' OR (firstName = '' AND lastName = '' AND organization = '')",
        in: db)
      try db.execute(sql: ChangeSchema.triggers)
    }
  }

  /// Gives the contacts `condition` (SQL over `contact`) selects the search text and sort key
  /// their fields give now.
  static func recompute(where condition: String, in db: Database) throws {
    let update = try db.makeStatement(
      sql: "UPDATE contact SET searchText = ?, sortKey = ? WHERE id = ?")
    for id in try Int64.fetchAll(db, sql: "SELECT id FROM contact WHERE \(condition)") {
      let stored = try ContactQueries.contact(id: id, in: db)
      let contact = Contact(
        id: id, firstName: stored.firstName, lastName: stored.lastName, phones: stored.phones,
        emails: stored.emails, organization: stored.organization, note: stored.note,
        details: stored.details)
      try update.execute(arguments: [SearchText.indexed(contact), contact.sortKey.rawValue, id])
    }
  }
}
