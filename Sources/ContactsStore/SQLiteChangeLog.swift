import ContactsDomain
import Foundation
import GRDB

/// The change log port of the SQLite store (`ChangeLogReading`, `ChangeLogWriting`): undo's
/// and rewind's rules are decided in the domain (`UndoStep`, `RewindTargets`) over these
/// reads of `bookChange`, `contactVersion`, `changeAdded` and `groupCardVersion`, and their
/// plans written through these writes, recorded in `log` at `now` (without a log, a dry run,
/// a write throws).
struct SQLiteChangeLog: ChangeLogWriting {
  let db: Database
  let log: ChangeLog?
  let now: Date

  func stamps(of change: Int64) throws -> Range<Int64> {
    guard
      let row = try Row.fetchOne(
        db, sql: "SELECT seqFrom, seqTo FROM bookChange WHERE id = ?", arguments: [change])
    else { return 0..<0 }
    let from: Int64 = row[0]
    let to: Int64 = row[1]
    // Empty when the change gave no stamp (it deleted only): from is then to + 1.
    return from..<max(from, to + 1)
  }

  func touched(by change: Int64) throws -> [TouchedContact] {
    let found: [String: TouchedContact.Found] = [
      "row": .listed, "added": .absent, "trashed": .trashedByIt,
    ]
    return try Row.fetchAll(
      db,
      sql: """
        SELECT v.contactId, v.state, v.seq, c.changeSeq,
          EXISTS (SELECT 1 FROM deletedContact d WHERE d.id = v.contactId)
        FROM contactVersion v LEFT JOIN contact c ON c.id = v.contactId
        WHERE v.changeId = ? ORDER BY v.contactId
        """, arguments: [change]
    ).map { row in
      TouchedContact(
        id: row[0], found: found[row[1]] ?? .listed, stampBefore: row[2],
        now: Self.place(stamp: row[3], trashed: row[4]))
    }
  }

  func added(by change: Int64) throws -> [TouchedContact] {
    var added: [TouchedContact] = []
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT a.contactId, c.changeSeq,
          c.id IS NULL AND EXISTS (SELECT 1 FROM deletedContact d WHERE d.id = a.contactId)
        FROM changeAdded a LEFT JOIN contact c ON c.id = a.contactId
        WHERE a.changeId = ? ORDER BY a.contactId
        """, arguments: [change])
    while let row = try rows.next() {
      added.append(
        TouchedContact(id: row[0], found: .absent, now: Self.place(stamp: row[1], trashed: row[2])))
    }
    return added
  }

  func sameAs(_ id: Contact.ID, stamp: Int64) throws -> Int64? {
    let statement = try db.cachedStatement(
      sql: """
        SELECT v.sameAs FROM (
          SELECT id, seqTo FROM bookChange WHERE kind IN ('undo', 'restore') AND seqFrom <= ?1
          ORDER BY seqFrom DESC, seqTo DESC LIMIT 1) AS c
        JOIN contactVersion v ON v.changeId = c.id AND v.contactId = ?2
        WHERE c.seqTo >= ?1
        """)
    return try Int64.fetchOne(statement, arguments: [stamp, id])
  }

  func groupCards(touchedBy change: Int64) throws -> [TouchedGroupCard] {
    try Row.fetchAll(
      db,
      sql: """
        SELECT v.uid, coalesce(v.name, g.name, ''), v.card IS NOT NULL, g.card IS v.afterCard,
          g.card IS v.card
        FROM groupCardVersion AS v LEFT JOIN groupCard AS g ON g.uid = v.uid
        WHERE v.changeId = ? ORDER BY v.uid
        """, arguments: [change]
    ).map { row in
      TouchedGroupCard(
        uid: row[0], name: row[1], existedBefore: row[2], isAsLeft: row[3], isAsFound: row[4])
    }
  }

  func changes(after date: Date) throws -> [Int64] {
    try Int64.fetchAll(
      db,
      sql: """
        SELECT id FROM bookChange WHERE id >= (SELECT min(id) FROM bookChange WHERE at > ?)
        ORDER BY id
        """, arguments: [date.timeIntervalSince1970])
  }

  func isAsFound(_ id: Contact.ID, by change: Int64) throws -> Bool {
    guard let version = try KeptVersion.one(id, change: change, in: db)?.whole(in: db) else {
      return true
    }
    return try VersionRestore.holds(version, in: db)
  }

  func shown(_ id: Contact.ID, asFoundBy change: Int64?) throws -> ShownContact? {
    if let change,
      let shown = try KeptVersion.one(id, change: change, in: db)?.whole(in: db).shown(in: db)
    {
      return ShownContact(sortKey: shown.sortKey, name: shown.name)
    }
    guard
      let sortKey = try String.fetchOne(
        db, sql: "SELECT sortKey FROM contact WHERE id = ?", arguments: [id])
    else { return nil }
    return ShownContact(sortKey: sortKey, name: try ContactQueries.shownName(id: id, in: db))
  }

  func reach() throws -> HistoryReach {
    let start = try Double.fetchOne(db, sql: "SELECT at FROM historyStart") ?? 0
    let keep = now.timeIntervalSince1970 - Double(try TrashQueries.keepDays(in: db)) * 86_400
    return HistoryReach(
      start: Date(timeIntervalSince1970: start), keptFrom: Date(timeIntervalSince1970: keep))
  }

  func everyContactLogged() throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: """
        SELECT NOT EXISTS (
          SELECT 1 FROM (SELECT id FROM contact UNION ALL SELECT id FROM deletedContact) c
          WHERE NOT EXISTS (
              SELECT 1 FROM contactVersion v WHERE v.contactId = c.id AND v.state = 'added')
            AND NOT EXISTS (SELECT 1 FROM changeAdded a WHERE a.contactId = c.id))
        """) ?? false
  }

  func putBack(_ id: Contact.ID, asFoundBy change: Int64, sameAs: Int64?) throws {
    let log = try writing()
    guard let version = try KeptVersion.one(id, change: change, in: db) else { return }
    try VersionRestore.putBack(try version.whole(in: db), in: log, at: now, db: db)
    if let sameAs { try log.note(id, sameAs: sameAs) }
  }

  /// Set-based from `BulkTrash.threshold` contacts: the undo of a large import or sync.
  func trash(_ ids: [Contact.ID]) throws {
    guard !ids.isEmpty else { return }
    _ = try BulkTrash.move(ids, at: now, log: try writing(), in: db)
  }

  func putBackGroupCard(_ uid: String, asFoundBy change: Int64) throws {
    let log = try writing()
    guard
      let row = try Row.fetchOne(
        db,
        sql: "SELECT uid, name, members, card FROM groupCardVersion WHERE changeId = ? AND uid = ?",
        arguments: [change, uid])
    else { return }
    let card = (row["card"] as String?) == nil ? nil : try GroupQueries.card(row)
    try GroupCardHistory.put(card, uid: uid, in: log, db: db)
  }

  // MARK: - Private

  private func writing() throws -> ChangeLog {
    guard let log else { throw DatabaseError(message: "a write of a plan outside a change") }
    return log
  }

  private static func place(stamp: Int64?, trashed: Bool) -> TouchedContact.Place {
    if let stamp { return .listed(stamp: stamp) }
    return trashed ? .trashed : .gone
  }
}
