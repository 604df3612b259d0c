import ContactsDomain
import Foundation
import GRDB

/// Import and export: contacts matched by uid, with the file's extras kept beside them.
enum ContactTransferQueries {
  /// A new uid for a contact made in the app.
  static func makeUID() -> String {
    "urn:uuid:\(UUID().uuidString.lowercased())"
  }

  static func exportContacts(after position: ContactPosition?, limit: Int, in db: Database) throws
    -> [ContactExport]
  {
    let key: SQL = position.map { "(sortKey, id) > (\($0.sortKey.rawValue), \($0.id))" } ?? "TRUE"
    let rows = try Row.fetchAll(
      db,
      SQLRequest(
        literal: """
          SELECT id, uid, extras, fileUID FROM contact WHERE \(key)
          ORDER BY sortKey, id LIMIT \(limit)
          """))
    let contacts = try ContactQueries.contacts(ids: rows.map { $0["id"] }, in: db)
    return zip(rows, contacts).map { row, contact in
      ContactExport(
        contact: contact, uid: row["uid"], extras: row["extras"], fileUID: row["fileUID"])
    }
  }
}
