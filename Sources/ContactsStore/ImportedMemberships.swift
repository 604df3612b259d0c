import ContactsDomain
import GRDB

/// The group memberships of an import's new contacts, written by the importer rather than by
/// the insert trigger, which it drops while it writes: an `AFTER INSERT` trigger costs every row
/// of an import, even with a `WHEN` that is false (a fifth of the CPU time of 200,000 plain
/// cards, measured), where this costs only the rows with groups.
struct ImportedMemberships {
  private var insert: BoundStatement
  private let db: Database
  /// Contacts above this id were added by the import.
  private let addedAfter: Int64

  /// Starts in `db`, in the import's transaction, whose new rows have ids above `addedAfter`.
  init(_ db: Database, addedAfter: Int64) throws {
    self.db = db
    self.addedAfter = addedAfter
    try db.execute(sql: "DROP TRIGGER contact_group_insert")
    insert = try BoundStatement(
      "INSERT OR IGNORE INTO contactGroup (name, sortKey, id) VALUES (?, ?, ?)", in: db)
  }

  /// Notes that `row` was inserted as contact `id`, in the groups its details list.
  mutating func add(_ row: ImportRow, id: Int64) throws {
    for group in row.item.draft.details.groups where !group.isEmpty {
      try insert.bind(group)
      try insert.bind(row.sortKey.rawValue)
      try insert.bind(id)
      _ = try insert.execute()
    }
  }

  /// Puts the insert trigger back, and the new contacts into the group cards stored before that
  /// list them (the group cards of this import list theirs when stored).
  func finish() throws {
    try db.execute(sql: GroupSchema.insertTrigger)
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO contactGroup (name, sortKey, id)
        SELECT card.name, c.sortKey, c.id FROM groupCardMember AS m
        JOIN groupCard AS card ON card.uid = m.groupUID
        JOIN contact AS c ON \(GroupSchema.names("m", "c"))
        WHERE c.id > ?
        """, arguments: [addedAfter])
  }
}
