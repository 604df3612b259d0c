import ContactsDomain
import GRDB

/// Phonetic names in the order: rows stored before a contact's phonetic name was sorted by get
/// the sort key and search text `ContactSortKey` and `SearchText.indexed` give them now (see
/// `ContactName.reading`), and with them their list position and the count of their start.
enum PhoneticOrderSchema {
  /// Registers the migration; called at the end of `Schema.migrator`.
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v18: contacts ordered by their phonetic names") { db in
      // Not a change of the contacts: no change stamp is taken (sync has nothing to send). The
      // triggers clear the list position of a row whose key changed and keep the counts by
      // start and the groups' index; `ListPositions.place` places the rows again.
      try db.execute(sql: ChangeSchema.droppedTriggers)
      try SearchDetailsSchema.recompute(
        where: """
          details <> '' AND (json_extract(details, '$.phoneticFirstName') <> ''
            OR json_extract(details, '$.phoneticLastName') <> '')
          """, in: db)
      try ListPositions.place(in: db)
      try db.execute(sql: ChangeSchema.triggers)
    }
  }
}
