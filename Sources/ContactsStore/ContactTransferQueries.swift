import ContactsDomain
import Foundation
import GRDB

/// Import and export: contacts matched by uid, with the file's extras kept beside them.
enum ContactTransferQueries {
  /// A new uid for a contact made in the app.
  static func makeUID() -> String {
    "urn:uuid:\(UUID().uuidString.lowercased())"
  }

  static func importContacts(
    _ contacts: [ContactImport], progress: @Sendable (Int) -> Void, in db: Database
  ) throws -> ImportCounts {
    var counts = ImportCounts()
    for (index, item) in contacts.enumerated() {
      let existing = try Row.fetchOne(
        db, sql: "SELECT id, extras FROM contact WHERE uid = ?", arguments: [item.uid])
      if let existing {
        let id: Int64 = existing["id"]
        let stored = try ContactQueries.contact(id: id, in: db)
        if stored == Contact(id: id, item.draft), existing["extras"] == item.extras {
          counts.unchanged += 1
        } else {
          _ = try ContactQueries.save(item.draft, id: id, in: db)
          try db.execute(
            sql: "UPDATE contact SET extras = ? WHERE id = ?", arguments: [item.extras, id])
          counts.updated += 1
        }
      } else {
        _ = try ContactQueries.save(item.draft, id: nil, uid: item.uid, extras: item.extras, in: db)
        counts.added += 1
      }
      if index % 1000 == 999 { progress(index + 1) }
    }
    progress(contacts.count)
    return counts
  }

  static func exportContacts(after position: ContactPosition?, limit: Int, in db: Database) throws
    -> [ContactExport]
  {
    let key: SQL = position.map { "(sortKey, id) > (\($0.sortKey.rawValue), \($0.id))" } ?? "TRUE"
    let rows = try Row.fetchAll(
      db,
      SQLRequest(
        literal: """
          SELECT id, uid, extras FROM contact WHERE \(key) ORDER BY sortKey, id LIMIT \(limit)
          """))
    let contacts = try ContactQueries.contacts(ids: rows.map { $0["id"] }, in: db)
    return zip(rows, contacts).map { row, contact in
      ContactExport(contact: contact, uid: row["uid"], extras: row["extras"])
    }
  }
}
