import ContactsDomain
import Foundation
import GRDB

/// A contact as a change found it (a `contactVersion` row), read back: absent (the change
/// added it), or its row and values as JSON, with its photo when the change replaced it.
struct KeptVersion {
  let contactID: Contact.ID
  let changeID: Int64
  let state: String
  /// The stamp the contact had before the change.
  let seq: Int64?
  /// The row and values; nil when the contact was absent, or is in Recently deleted.
  var image: (row: String, values: String)?
  /// Whether `photo` is the contact's photo then (nil: none); false when it was not kept.
  var photoKept: Bool
  var photo: ContactPhoto?

  /// Whether the contact did not exist before the change.
  var isAbsent: Bool { state == "added" }

  static let columns = """
    contactId, changeId, state, seq, contact, contactValues, photoKept, photoType, photoDigest,
    photoBytes
    """

  init(row: Row) throws {
    contactID = row[0]
    changeID = row[1]
    state = row[2]
    seq = row[3]
    let json: String? = row[4]
    image = json.map { ($0, row[5]) }
    photoKept = row[6]
    photo = try Self.photo(type: row[7], digest: row[8], bytes: row[9])
  }

  /// The versions change `changeID` kept.
  static func all(of changeID: Int64, in db: Database) throws -> [KeptVersion] {
    try Row.fetchAll(
      db, sql: "SELECT \(columns) FROM contactVersion WHERE changeId = ? ORDER BY contactId",
      arguments: [changeID]
    ).map(KeptVersion.init)
  }

  /// The version of the contact `contactID` change `changeID` kept.
  static func one(_ contactID: Contact.ID, change changeID: Int64, in db: Database) throws
    -> KeptVersion?
  {
    try Row.fetchOne(
      db, sql: "SELECT \(columns) FROM contactVersion WHERE changeId = ? AND contactId = ?",
      arguments: [changeID, contactID]
    ).map(KeptVersion.init)
  }

  /// This version with what Recently deleted keeps of it, when the change moved it there and
  /// it still is.
  func fromTrash(in db: Database) throws -> KeptVersion {
    guard image == nil, state == "trashed",
      let kept = try Row.fetchOne(
        db, sql: "SELECT contact, contactValues FROM deletedContact WHERE id = ?",
        arguments: [contactID])
    else { return self }
    var version = self
    version.image = (kept[0], kept[1])
    return version
  }

  /// This version as the contact was then, whole: from Recently deleted when it is there, and
  /// with its photo found in a later version when this one did not keep it (the photo is the
  /// same until the first change that replaced it). What a revert or a rewind writes.
  func whole(in db: Database) throws -> KeptVersion {
    var version = try fromTrash(in: db)
    guard !version.photoKept, version.image != nil,
      let later = try Row.fetchOne(
        db,
        sql: """
          SELECT photoType, photoDigest, photoBytes FROM contactVersion
          WHERE contactId = ? AND changeId > ? AND photoKept = 1 ORDER BY changeId LIMIT 1
          """, arguments: [contactID, changeID])
    else { return version }
    version.photoKept = true
    version.photo = try Self.photo(type: later[0], digest: later[1], bytes: later[2])
    return version
  }

  /// The contact this version holds, read as the store reads contacts.
  func contact(in db: Database) throws -> Contact? {
    guard let image else { return nil }
    let fields = ["id", "firstName", "lastName", "sortKey", "organization", "note", "details"]
    let record = try Row.fetchOne(
      db,
      sql: "SELECT " + fields.map { "json_extract(?1, '$.\($0)')" }.joined(separator: ", "),
      arguments: [image.row]
    ).map(ContactRecord.init)
    let valueFields = ["contactId", "kind", "position", "label", "value"]
    let values = try Row.fetchAll(
      db,
      sql: "SELECT "
        + valueFields.map { "json_extract(item.value, '$.\($0)')" }.joined(separator: ", ")
        + " FROM json_each(?) AS item ORDER BY 2, 3", arguments: [image.values]
    ).map(ContactValueRecord.init)
    guard var contact = record?.contact(values: values) else { return nil }
    if photoKept {
      contact.photo = photo.map {
        PhotoSummary(type: $0.type, byteCount: $0.data.count, digest: $0.digest)
      }
    } else {
      contact.photo = try PhotoQueries.summaries(of: [contactID], in: db)[contactID]
    }
    return contact
  }

  /// The name this version is shown by and its list order, nil when absent.
  func shown(in db: Database) throws -> (sortKey: String, name: String)? {
    try contact(in: db).map { ($0.sortKey.rawValue, $0.fullName) }
  }

  private static func photo(type: String?, digest: String?, bytes: Data?) throws
    -> ContactPhoto?
  {
    guard let type, let digest, let bytes else { return nil }
    guard let imageType = ImageType(rawValue: type) else {
      throw DatabaseError(message: "a photo of unknown type \(type)")
    }
    return ContactPhoto(data: bytes, type: imageType, digest: digest)
  }
}
