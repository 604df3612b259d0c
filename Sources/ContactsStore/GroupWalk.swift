import GRDB

/// The reads of one window of a group, in list order: down the membership index from the
/// window's key (`contactGroup` is keyed by name, sort key and id), each member's row read by
/// its id. A search within the group tests each member's search text on the way, so it reads
/// at most the group's members.
struct GroupWalk: ListWalk {
  let group: String
  let search: SearchFilter?
  /// True when the rows are shown as names alone (`ContactRecord.listColumns`).
  let namesOnly: Bool

  /// The condition a member meets: the search's probe, or none.
  private var filter: SQL { search?.probe ?? "TRUE" }

  /// The members of the group on the side of `key` (on `sortKey` and `id`).
  private func members(_ key: SQL) -> SQL {
    "(SELECT sortKey, id FROM contactGroup WHERE name = \(group) AND \(key)) AS member"
  }

  func fetch(_ key: SQL, _ direction: Walk.Direction, _ limit: Int, _ db: Database) throws
    -> [ContactRecord]
  {
    let order: SQL = "ORDER BY member.sortKey \(direction.sql), member.id \(direction.sql)"
    return try SQLRequest<ContactRecord>(
      literal: """
        SELECT \(ContactRecord.listColumns(of: "c", namesOnly: namesOnly))
        FROM \(members(key)) CROSS JOIN contact AS c ON c.id = member.id
        WHERE \(filter) \(order) LIMIT \(limit)
        """, cached: true
    ).fetchAll(db)
  }

  func exists(_ key: SQL, _ direction: Walk.Direction, _ db: Database) throws -> Bool {
    try SQLRequest<Bool>(
      literal: """
        SELECT EXISTS (SELECT 1 FROM \(members(key)) CROSS JOIN contact AS c ON c.id = member.id
        WHERE \(filter))
        """, cached: true
    ).fetchOne(db) ?? false
  }
}
