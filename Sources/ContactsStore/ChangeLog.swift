import ContactsDomain
import Foundation
import GRDB

/// One change being recorded (`HistorySchema`): the entry point every write of a contact goes
/// through, inside its transaction. Begin it, keep each contact before the first write that
/// touches it (a second keep of the same contact in the same change is a no-op), end it.
struct ChangeLog {
  let id: Int64
  private let db: Database

  /// Begins a change of `kind` at `date`; `runKey` joins it to the other changes of one sync.
  static func begin(
    _ kind: HistorySchema.Kind, at date: Date, runKey: String? = nil, in db: Database
  ) throws -> ChangeLog {
    try db.execute(
      sql: """
        INSERT INTO bookChange (kind, at, name, runKey, seqFrom, seqTo)
        SELECT ?, ?, '', ?, value + 1, value FROM changeCounter
        """, arguments: [kind.rawValue, date.timeIntervalSince1970, runKey])
    return ChangeLog(id: db.lastInsertedRowID, db: db)
  }

  /// Keeps the contact `contactID` as it is now, before this change writes it; true when it is
  /// kept by this call.
  @discardableResult
  func keep(_ contactID: Contact.ID) throws -> Bool {
    guard try !has(contactID) else { return false }
    let (row, values) = try RowSnapshot.contact(contactID, in: db)
    try db.execute(
      sql: """
        INSERT INTO contactVersion (changeId, contactId, state, seq, contact, contactValues)
        SELECT ?, id, 'row', changeSeq, ?, ? FROM contact WHERE id = ?
        """, arguments: [id, row, values, contactID])
    return true
  }

  /// Keeps that the contact `contactID` did not exist before this change.
  func keepAdded(_ contactID: Contact.ID) throws {
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO contactVersion (changeId, contactId, state) VALUES (?, ?, 'added')
        """, arguments: [id, contactID])
  }

  /// Keeps that this change moves the contact `contactID` to Recently deleted (where it then
  /// is as it was), with the stamp it had.
  func keepTrashed(_ contactID: Contact.ID) throws {
    let statement = try db.cachedStatement(
      sql: """
        INSERT OR IGNORE INTO contactVersion (changeId, contactId, state, seq)
        SELECT ?, id, 'trashed', changeSeq FROM contact WHERE id = ?
        """)
    try statement.execute(arguments: [id, contactID])
  }

  /// Keeps the photo of the contact `contactID` (none when it has none), which this change
  /// replaces; after `keep(_:)`.
  func keepPhoto(_ contactID: Contact.ID) throws {
    try db.execute(
      sql: """
        UPDATE contactVersion SET photoKept = 1,
          photoType = (SELECT type FROM contactPhoto WHERE contactId = ?2),
          photoDigest = (SELECT digest FROM contactPhoto WHERE contactId = ?2),
          photoBytes = (SELECT bytes FROM contactPhoto WHERE contactId = ?2)
        WHERE changeId = ?1 AND contactId = ?2 AND state = 'row' AND photoKept = 0
        """, arguments: [id, contactID])
  }

  /// Notes that this change (an undo) put back the contact `contactID` as it was at stamp
  /// `seq`: a change before that still finds it unchanged since.
  func note(_ contactID: Contact.ID, sameAs seq: Int64?) throws {
    try db.execute(
      sql: "UPDATE contactVersion SET sameAs = ? WHERE changeId = ? AND contactId = ?",
      arguments: [seq, id, contactID])
  }

  /// Notes, one row each (`ChangeMembersSchema`), that this change added the contacts it
  /// inserted after `after` (the `highestID` before it): none of them costs a version. Set-based
  /// for SQLite, whose one writer gives the ids above `after` to this transaction alone; what is
  /// kept is which contacts, so undo and rewind never assume a range of ids.
  func noteAdded(after: Int64) throws {
    try db.execute(
      sql: "INSERT INTO changeAdded (changeId, contactId) SELECT ?, id FROM contact WHERE id > ?",
      arguments: [id, after])
  }

  /// The highest id a contact was ever given (ids are not reused: a contact deleted since may
  /// have had it), 0 before the first.
  static func highestID(in db: Database) throws -> Int64 {
    try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'contact'") ?? 0
  }

  /// Ends the change, shown as `name`, of `count` contacts: its stamps are those given since
  /// it began. A change that kept nothing (no contact, no group card) is not recorded.
  func end(name: String, count: Int) throws {
    try db.execute(
      sql: """
        UPDATE bookChange SET name = ?, count = ?, seqTo = (SELECT value FROM changeCounter)
        WHERE id = ?
        """, arguments: [name, count, id])
    try db.execute(
      sql: """
        DELETE FROM bookChange WHERE id = ?1
          AND NOT EXISTS (SELECT 1 FROM changeAdded WHERE changeId = ?1)
          AND NOT EXISTS (SELECT 1 FROM contactVersion WHERE changeId = ?1)
          AND NOT EXISTS (SELECT 1 FROM groupCardVersion WHERE changeId = ?1)
        """, arguments: [id])
  }

  /// Drops this change and all it kept: it changed nothing.
  func discard() throws {
    try db.execute(sql: "DELETE FROM contactVersion WHERE changeId = ?", arguments: [id])
    try db.execute(sql: "DELETE FROM groupCardVersion WHERE changeId = ?", arguments: [id])
    try db.execute(sql: "DELETE FROM bookChange WHERE id = ?", arguments: [id])
  }

  /// The id of the latest change begun so far, 0 before the first.
  static func lastID(in db: Database) throws -> Int64 {
    try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'bookChange'") ?? 0
  }

  /// Ends the stamps of the changes after `id` at the last stamp given: for writes a
  /// transaction makes after its change ended.
  static func stretch(after id: Int64, in db: Database) throws {
    try db.execute(
      sql: "UPDATE bookChange SET seqTo = (SELECT value FROM changeCounter) WHERE id > ?",
      arguments: [id])
  }

  private func has(_ contactID: Contact.ID) throws -> Bool {
    try Bool.fetchOne(
      try db.cachedStatement(
        sql: "SELECT EXISTS (SELECT 1 FROM contactVersion WHERE changeId = ? AND contactId = ?)"),
      arguments: [id, contactID]) ?? false
  }
}
