import ContactsDomain
import GRDB

/// Group cards in the change log (`HistorySchema`): every write of a group card goes through
/// `put`, which keeps the card as it was before the change (`card` NULL: there was none) and
/// as the change left it (`afterCard`), once per change; `contactId` is the contact whose edit
/// wrote it (an undo names that contact). Undo puts back each card still as the
/// change left it; rewind puts back each card as the earliest change after the time found it.
enum GroupCardHistory {
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v25: group cards in the change log") { db in
      try db.execute(
        sql: """
          CREATE TABLE groupCardVersion (
            changeId INTEGER NOT NULL,
            uid TEXT NOT NULL,
            name TEXT,
            members TEXT,
            card TEXT,
            afterCard TEXT,
            contactId INTEGER,
            PRIMARY KEY (changeId, uid)
          ) WITHOUT ROWID;
          """)
    }
  }

  /// Stores `card` as the group card `uid` (removes it when nil) in the change `log`, for an
  /// edit of the contact `contactID` when given.
  static func put(
    _ card: GroupCard?, uid: String, for contactID: Contact.ID? = nil, in log: ChangeLog,
    db: Database
  ) throws {
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO groupCardVersion (changeId, uid, name, members, card, contactId)
        SELECT ?1, ?2, g.name, g.members, g.card, ?3 FROM (SELECT 1) LEFT JOIN groupCard AS g
          ON g.uid = ?2
        """, arguments: [log.id, uid, contactID])
    if let card {
      try GroupQueries.store(card, in: db)
    } else {
      try GroupQueries.remove(uid, in: db)
    }
    try db.execute(
      sql: """
        UPDATE groupCardVersion SET afterCard = (SELECT card FROM groupCard WHERE uid = ?2)
        WHERE changeId = ?1 AND uid = ?2
        """, arguments: [log.id, uid])
  }

  /// Stores `cards` (each that differs from the card with its uid) and removes the cards with
  /// the uids `removals` (those there), as a sync's change `log`; returns how many it wrote.
  static func sync(
    storing cards: [GroupCard], removing removals: [String], in log: ChangeLog, db: Database
  ) throws -> Int {
    var written = 0
    for card in cards where try GroupQueries.card(uid: card.uid, in: db) != card {
      try put(card, uid: card.uid, in: log, db: db)
      written += 1
    }
    for uid in removals where try GroupQueries.card(uid: uid, in: db) != nil {
      try put(nil, uid: uid, in: log, db: db)
      written += 1
    }
    return written
  }

  /// Writes, in `log`, the group cards an edit setting the groups of the contact `uid` (whose
  /// own card lists `own`) to `wanted` changes, and returns what it stores (see
  /// `GroupCardMembership.edit`): the groups its own card is to list, and the cards written.
  static func edit(
    wanted: [String], own: [String], uid: String, of contactID: Contact.ID? = nil,
    in log: ChangeLog, db: Database
  ) throws -> GroupCardMembership.Edit {
    let cards = try GroupQueries.cards(named: wanted, orListing: uid, in: db)
    let edit = GroupCardMembership.edit(wanted: wanted, own: own, uid: uid, cards: cards)
    for card in edit.cards { try put(card, uid: card.uid, for: contactID, in: log, db: db) }
    return edit
  }

  /// `edit(wanted:own:uid:of:in:db:)` of the contact `stored`, as it is stored.
  static func edit(
    _ stored: Contact, wanted: [String], in log: ChangeLog, db: Database
  ) throws -> GroupCardMembership.Edit {
    let uid = try String.fetchOne(
      db, sql: "SELECT uid FROM contact WHERE id = ?", arguments: [stored.id])
    return try edit(
      wanted: wanted, own: stored.details.groups, uid: uid ?? "", of: stored.id, in: log, db: db)
  }

  /// Puts back, in `log` (an undo's), every group card the change `id` wrote that is still as
  /// that change left it.
  static func undo(_ id: Int64, in log: ChangeLog, db: Database) throws {
    let kept = try Row.fetchAll(
      db,
      sql: """
        SELECT v.uid, v.name, v.members, v.card FROM groupCardVersion AS v
        LEFT JOIN groupCard AS g ON g.uid = v.uid
        WHERE v.changeId = ? AND g.card IS v.afterCard
        """, arguments: [id])
    for row in kept { try put(try version(row), uid: row["uid"], in: log, db: db) }
  }

  /// Puts back, in `log` (only counts them without one), every group card a change from
  /// `first` on wrote, as the earliest of them found it; returns their groups' names, and
  /// whether each is new since (it goes).
  static func rewind(from first: Int64, in log: ChangeLog?, db: Database) throws
    -> [(name: String, isNew: Bool)]
  {
    let kept = try Row.fetchAll(
      db,
      sql: """
        SELECT v.uid, coalesce(v.name, g.name) AS shown, v.name, v.members, v.card
        FROM groupCardVersion AS v
        JOIN (SELECT uid, min(changeId) AS changeId FROM groupCardVersion WHERE changeId >= ?
          GROUP BY uid) AS earliest ON earliest.uid = v.uid AND earliest.changeId = v.changeId
        LEFT JOIN groupCard AS g ON g.uid = v.uid
        WHERE g.card IS NOT v.card
        """, arguments: [first])
    if let log {
      for row in kept { try put(try version(row), uid: row["uid"], in: log, db: db) }
    }
    return kept.map { ($0["shown"], ($0["card"] as String?) == nil) }
  }

  /// The group card a version row kept; nil when there was none.
  private static func version(_ row: Row) throws -> GroupCard? {
    (row["card"] as String?) == nil ? nil : try GroupQueries.card(row)
  }
}
