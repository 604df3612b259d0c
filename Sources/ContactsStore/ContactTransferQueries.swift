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
  static func exportContacts(after position: ContactPosition?, limit: Int, in db: Database) throws
    -> [ContactExport]
  {
    let key: SQL = position.map { "(sortKey, id) > (\($0.sortKey.rawValue), \($0.id))" } ?? "TRUE"
    return try contacts(where: key, order: ["sortKey", "id"], limit: limit, in: db).map(\.export)
  }

  /// A window of contacts in stamp order after `position`, as an export has them.
  static func stampedContacts(
    after position: StampedContact.Position, limit: Int, in db: Database
  ) throws -> [StampedContact] {
    try contacts(
      where: "(changeSeq, id) > (\(position.stamp), \(position.id))", order: ["changeSeq", "id"],
      limit: limit, in: db)
  }

  /// The contacts with `uids`, as an export has them, with their stamps.
  static func stampedContacts(uids: [String], in db: Database) throws -> [StampedContact] {
    guard !uids.isEmpty else { return [] }
    let list = String(decoding: try JSONEncoder().encode(uids), as: UTF8.self)
    return try contacts(
      where: "uid IN (SELECT value FROM json_each(\(list)))", order: ["id"], limit: uids.count,
      in: db)
  }

  /// The contacts of `ids`, as an export has them, in id order.
  static func exportContacts(ids: [Int64], in db: Database) throws
    -> [ContactExport]
  {
    guard !ids.isEmpty else { return [] }
    let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
    return try contacts(
      where: "id IN (SELECT value FROM json_each(\(list)))", order: ["id"],
      limit: ids.count, in: db
    ).map(\.export)
  }

  // MARK: - Private

  /// The first `limit` contacts that match `condition` in `order`, each with its stamp.
  ///
  /// One statement, its rows read by column index: the window's contacts joined with their values,
  /// which the `contactValue_on_contact` index hands over in (kind, position) order.
  private static func contacts(where condition: SQL, order: [String], limit: Int, in db: Database)
    throws -> [StampedContact]
  {
    let inner = SQL(sql: order.joined(separator: ", "))
    let outer = SQL(sql: order.map { "c." + $0 }.joined(separator: ", "))
    let rows = try Row.fetchCursor(
      db,
      SQLRequest(
        literal: """
          SELECT c.id, c.firstName, c.lastName, c.sortKey, c.organization, c.note, c.details,
                 c.uid, c.extras, c.fileUID, v.kind, v.label, v.value, c.changeSeq
          FROM (SELECT id, firstName, lastName, sortKey, organization, note, details, uid, extras,
                       fileUID, changeSeq
                FROM contact WHERE \(condition) ORDER BY \(inner) LIMIT \(limit)) c
          LEFT JOIN contactValue v ON v.contactId = c.id
          ORDER BY \(outer), v.kind, v.position
          """))
    var contacts: [StampedContact] = []
    contacts.reserveCapacity(limit)
    var current: ExportedRow?
    while let row = try rows.next() {
      let id: Int64 = row[0]
      if current?.record.id != id {
        if let current { contacts.append(current.stamped) }
        current = try ExportedRow(row)
      }
      if let kind: String = row[10] {
        let value = LabeledValue(label: row[11], value: row[12])
        if kind == "phone" { current?.phones.append(value) } else { current?.emails.append(value) }
      }
    }
    if let current { contacts.append(current.stamped) }
    return try withPhotos(contacts, in: db)
  }

  /// `contacts` with their photos, read by one statement for the window.
  private static func withPhotos(_ contacts: [StampedContact], in db: Database) throws
    -> [StampedContact]
  {
    let photos = try PhotoQueries.photos(of: contacts.map(\.export.contact.id), in: db)
    guard !photos.isEmpty else { return contacts }
    return contacts.map { stamped in
      guard let photo = photos[stamped.export.contact.id] else { return stamped }
      let export = stamped.export
      // The contact says it has a photo, as the one a read of it gives.
      var contact = export.contact
      contact.photo = photo.summary
      return StampedContact(
        export: ContactExport(
          contact: contact, uid: export.uid, extras: export.extras, fileUID: export.fileUID,
          photo: photo),
        stamp: stamped.stamp)
    }
  }
}

/// One contact of an export, gathered from its rows of the joined statement.
private struct ExportedRow {
  let record: ContactRecord
  let uid: String
  let extras: String
  let fileUID: String?
  let stamp: Int64
  var phones: [LabeledValue] = []
  var emails: [LabeledValue] = []

  /// The row's columns are `ContactRecord`'s, then uid, extras and fileUID, three of a value,
  /// then the stamp.
  init(_ row: Row) throws {
    record = try ContactRecord(row: row)
    uid = row[7]
    extras = row[8]
    fileUID = row[9]
    stamp = row[13]
  }

  var export: ContactExport {
    ContactExport(
      contact: record.contact(phones: phones, emails: emails), uid: uid, extras: extras,
      fileUID: fileUID)
  }

  var stamped: StampedContact { StampedContact(export: export, stamp: stamp) }
}
