import ContactsDomain
import Foundation
import GRDB

/// The SQL behind a contact's photo, run inside the store's transactions.
enum PhotoQueries {
  /// The photo of contact `id`, nil when it has none.
  static func photo(id: Contact.ID, in db: Database) throws -> ContactPhoto? {
    let statement = try db.cachedStatement(
      sql: "SELECT type, digest, bytes FROM contactPhoto WHERE contactId = ?")
    guard let row = try Row.fetchOne(statement, arguments: [id]) else { return nil }
    return try photo(type: row[0], digest: row[1], bytes: row[2])
  }

  /// The photos of `ids` (one statement for a whole window), by contact.
  static func photos(of ids: [Contact.ID], in db: Database) throws -> [Contact.ID: ContactPhoto] {
    try byContact(ids, columns: "type, digest, bytes", in: db) { row in
      try photo(type: row[1], digest: row[2], bytes: row[3])
    }
  }

  /// The summaries of the photos of `ids` (one statement for a whole window, which reads no
  /// photo's bytes), by contact.
  static func summaries(of ids: [Contact.ID], in db: Database) throws
    -> [Contact.ID: PhotoSummary]
  {
    try byContact(ids, columns: "type, byteCount, digest", in: db) { row in
      guard let type = ImageType(rawValue: row[1]) else { throw unknownType(row[1]) }
      return PhotoSummary(type: type, byteCount: row[2], digest: row[3])
    }
  }

  /// `contacts` with their photos' summaries.
  static func withSummaries(_ contacts: [Contact], in db: Database) throws -> [Contact] {
    let summaries = try summaries(of: contacts.map(\.id), in: db)
    guard !summaries.isEmpty else { return contacts }
    return contacts.map { contact in
      var contact = contact
      contact.photo = summaries[contact.id]
      return contact
    }
  }

  /// Makes `change` to the photo of contact `id` (which exists) as part of `log`'s change,
  /// after `log.keep(id)`: keeps the photo it replaces, and stamps the contact as changed (sync
  /// sends it again) when that changed it; true when it did.
  @discardableResult
  static func make(_ change: PhotoChange, id: Contact.ID, log: ChangeLog, in db: Database)
    throws -> Bool
  {
    guard let photo = change.photo else { return false }
    try log.keepPhoto(id)
    guard try set(photo, id: id, in: db) else { return false }
    try db.execute(
      sql: "UPDATE contact SET changeSeq = ? WHERE id = ?",
      arguments: [try ChangeSchema.nextStamp(in: db), id])
    return true
  }

  /// Sets the photo of contact `id` (which exists), or removes it; true when that changed it.
  @discardableResult
  static func set(_ photo: ContactPhoto?, id: Contact.ID, in db: Database) throws -> Bool {
    guard let photo else {
      try db.execute(sql: "DELETE FROM contactPhoto WHERE contactId = ?", arguments: [id])
      return db.changesCount > 0
    }
    let stored = try String.fetchOne(
      db, sql: "SELECT digest FROM contactPhoto WHERE contactId = ?", arguments: [id])
    if stored == photo.digest, try self.photo(id: id, in: db) == photo { return false }
    let statement = try db.cachedStatement(
      sql: """
        INSERT OR REPLACE INTO contactPhoto (contactId, type, byteCount, digest, bytes)
        VALUES (?, ?, ?, ?, ?)
        """)
    try statement.execute(
      arguments: [id, photo.type.rawValue, photo.data.count, photo.digest, photo.data])
    return true
  }

  private static func photo(type: String, digest: String, bytes: Data) throws -> ContactPhoto {
    guard let type = ImageType(rawValue: type) else { throw unknownType(type) }
    return ContactPhoto(data: bytes, type: type, digest: digest)
  }

  /// `value` of the row (contactId, then `columns`) of each of `ids` that has a photo, read by
  /// one statement prepared once per connection: the ids go in as one JSON array, so the
  /// statement is the same for any count.
  private static func byContact<Value>(
    _ ids: [Contact.ID], columns: String, in db: Database, _ value: (Row) throws -> Value
  ) throws -> [Contact.ID: Value] {
    guard !ids.isEmpty else { return [:] }
    let statement = try db.cachedStatement(
      sql: """
        SELECT contactId, \(columns) FROM contactPhoto
        WHERE contactId IN (SELECT value FROM json_each(?))
        """)
    let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
    var values: [Contact.ID: Value] = [:]
    let rows = try Row.fetchCursor(statement, arguments: [list])
    while let row = try rows.next() { values[row[0]] = try value(row) }
    return values
  }

  private static func unknownType(_ type: String) -> DatabaseError {
    DatabaseError(message: "a photo of unknown type \(type)")
  }
}
