import ContactsDomain
import Foundation
import GRDB

/// Import and export: contacts matched by uid, with the file's extras kept beside them.
enum ContactTransferQueries {
  /// A new uid for a contact made in the app.
  static func makeUID() -> String {
    "urn:uuid:\(UUID().uuidString.lowercased())"
  }

  /// A window of contacts in list order, each with its phones and emails, uid and extras.
  ///
  /// One statement, its rows read by column index: the window's contacts joined with their values,
  /// which the `contactValue_on_contact` index hands over in (kind, position) order.
  static func exportContacts(after position: ContactPosition?, limit: Int, in db: Database) throws
    -> [ContactExport]
  {
    let key: SQL = position.map { "(sortKey, id) > (\($0.sortKey.rawValue), \($0.id))" } ?? "TRUE"
    let rows = try Row.fetchCursor(
      db,
      SQLRequest(
        literal: """
          SELECT c.id, c.firstName, c.lastName, c.sortKey, c.organization, c.note, c.uid, c.extras,
                 c.fileUID, v.kind, v.label, v.value
          FROM (SELECT id, firstName, lastName, sortKey, organization, note, uid, extras, fileUID
                FROM contact WHERE \(key) ORDER BY sortKey, id LIMIT \(limit)) c
          LEFT JOIN contactValue v ON v.contactId = c.id
          ORDER BY c.sortKey, c.id, v.kind, v.position
          """))
    var exports: [ContactExport] = []
    exports.reserveCapacity(limit)
    var current: ExportedRow?
    while let row = try rows.next() {
      let id: Int64 = row[0]
      if current?.record.id != id {
        if let current { exports.append(current.export) }
        current = ExportedRow(row)
      }
      if let kind: String = row[9] {
        let value = LabeledValue(label: row[10], value: row[11])
        if kind == "phone" { current?.phones.append(value) } else { current?.emails.append(value) }
      }
    }
    if let current { exports.append(current.export) }
    return exports
  }
}

/// One contact of an export, gathered from its rows of the joined statement.
private struct ExportedRow {
  let record: ContactRecord
  let uid: String
  let extras: String
  let fileUID: String?
  var phones: [LabeledValue] = []
  var emails: [LabeledValue] = []

  /// The row's columns are `ContactRecord`'s, then uid, extras and fileUID.
  init(_ row: Row) {
    record = ContactRecord(row: row)
    uid = row[6]
    extras = row[7]
    fileUID = row[8]
  }

  var export: ContactExport {
    ContactExport(
      contact: record.contact(phones: phones, emails: emails), uid: uid, extras: extras,
      fileUID: fileUID)
  }
}
