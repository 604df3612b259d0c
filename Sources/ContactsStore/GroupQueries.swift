import ContactsDomain
import Foundation
import GRDB

/// The SQL of groups (see `GroupSchema`), run inside `ContactDatabase`'s transactions.
enum GroupQueries {
  /// Every group with how many contacts are in it, as `groupCount` keeps them.
  static func groups(in db: Database) throws -> [ContactGroup] {
    try Row.fetchAll(db.cachedStatement(sql: "SELECT name, count FROM groupCount")).map {
      ContactGroup(name: $0["name"], count: $0["count"])
    }
  }

  /// Every group card, in the order they were stored.
  static func groupCards(in db: Database) throws -> [GroupCard] {
    try Row.fetchAll(db, sql: "SELECT uid, name, members, card FROM groupCard ORDER BY rowid")
      .map { row in
        GroupCard(
          uid: row["uid"], name: row["name"], members: try members(row["members"], of: row["uid"]),
          text: row["card"])
      }
  }

  /// Stores `card`, replacing the group card with its uid, and brings the membership of its old
  /// and new members up to date.
  static func store(_ card: GroupCard, in db: Database) throws {
    let before = try memberIDs(of: card.uid, in: db)
    try db.execute(
      sql: """
        DELETE FROM groupCardMember WHERE groupUID = :uid;
        INSERT OR REPLACE INTO groupCard (uid, name, members, card)
          VALUES (:uid, :name, :members, :card);
        INSERT OR IGNORE INTO groupCardMember (groupUID, member)
          SELECT :uid, \(GroupSchema.bare("value")) FROM json_each(:members);
        """,
      arguments: [
        "uid": card.uid, "name": card.name, "card": card.text, "members": json(card.members),
      ]
    )
    try refresh(before.union(try memberIDs(of: card.uid, in: db)), in: db)
  }

  // MARK: - Private

  /// The members `text` (a JSON array of strings) holds, of the group card `uid`.
  private static func members(_ text: String, of uid: String) throws -> [String] {
    do {
      return try JSONDecoder().decode([String].self, from: Data(text.utf8))
    } catch {
      throw ContactStoreError.failed("the members of group card \(uid) cannot be read: \(error)")
    }
  }

  /// The ids of the contacts the group card `uid` lists.
  private static func memberIDs(of uid: String, in db: Database) throws -> Set<Int64> {
    Set(
      try Int64.fetchAll(
        db,
        sql: """
          SELECT c.id FROM groupCardMember AS m JOIN contact AS c ON \(GroupSchema.names("m", "c"))
          WHERE m.groupUID = ?
          """, arguments: [uid]))
  }

  /// Makes the membership rows of the contacts `ids` again.
  private static func refresh(_ ids: Set<Int64>, in db: Database) throws {
    guard !ids.isEmpty else { return }
    let list = "[" + ids.sorted().map(String.init).joined(separator: ",") + "]"
    try db.execute(
      sql: """
        DELETE FROM contactGroup WHERE id IN (SELECT value FROM json_each(:ids));
        INSERT OR IGNORE INTO contactGroup (name, sortKey, id) \(GroupSchema.membership(of: """
          (SELECT id, sortKey, details, uid FROM contact
            WHERE id IN (SELECT value FROM json_each(:ids)))
          """));
        """, arguments: ["ids": list])
  }

  /// `values` as a JSON array of strings.
  private static func json(_ values: [String]) -> String {
    let encoder = JSONEncoder()
    // An array of strings always encodes.
    return String(decoding: try! encoder.encode(values), as: UTF8.self)
  }
}
