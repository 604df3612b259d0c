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
      .map(card)
  }

  /// The group card `uid`; nil when there is none.
  static func card(uid: String, in db: Database) throws -> GroupCard? {
    try Row.fetchOne(
      db, sql: "SELECT uid, name, members, card FROM groupCard WHERE uid = ?", arguments: [uid]
    ).map(card)
  }

  /// The group cards named one of `names` or listing the contact `uid`, in the order stored:
  /// those an edit of its groups may change (`GroupCardMembership.edit`).
  static func cards(named names: [String], orListing uid: String, in db: Database) throws
    -> [GroupCard]
  {
    try Row.fetchAll(
      db,
      sql: """
        SELECT uid, name, members, card FROM groupCard
        WHERE name IN (SELECT value FROM json_each(:names))
          OR uid IN (SELECT groupUID FROM groupCardMember WHERE member = :member)
        ORDER BY rowid
        """, arguments: ["names": json(names), "member": GroupCard.bare(uid)]
    ).map(card)
  }

  /// `contact` as a person sees it: in the groups of the group cards listing it too.
  static func shown(_ contact: Contact, in db: Database) throws -> Contact {
    let names = try String.fetchAll(
      db.cachedStatement(
        sql: """
          SELECT card.name FROM contact AS c
          JOIN groupCardMember AS m ON m.member = \(GroupSchema.bare("c.uid"))
          JOIN groupCard AS card ON card.uid = m.groupUID
          WHERE c.id = ? ORDER BY card.rowid
          """), arguments: [contact.id])
    return GroupCardMembership.shown(contact, inCards: names)
  }

  /// Stores `card`, replacing the group card with its uid in its place (an export writes it
  /// where the card it replaces was), and brings the membership of its old and new members up
  /// to date.
  static func store(_ card: GroupCard, in db: Database) throws {
    let before = try memberIDs(of: card.uid, in: db)
    try db.execute(
      sql: """
        DELETE FROM groupCardMember WHERE groupUID = :uid;
        INSERT INTO groupCard (uid, name, members, card) VALUES (:uid, :name, :members, :card)
          ON CONFLICT (uid) DO UPDATE
          SET name = excluded.name, members = excluded.members, card = excluded.card;
        INSERT OR IGNORE INTO groupCardMember (groupUID, member)
          SELECT :uid, \(GroupSchema.bare("value")) FROM json_each(:members);
        """,
      arguments: [
        "uid": card.uid, "name": card.name, "card": card.text, "members": json(card.members),
      ]
    )
    try refresh(before.union(try memberIDs(of: card.uid, in: db)), in: db)
  }

  /// Removes the group card `uid`, and its members from its group.
  static func remove(_ uid: String, in db: Database) throws {
    let before = try memberIDs(of: uid, in: db)
    try db.execute(
      sql: """
        DELETE FROM groupCardMember WHERE groupUID = :uid;
        DELETE FROM groupCard WHERE uid = :uid;
        """, arguments: ["uid": uid])
    try refresh(before, in: db)
  }

  /// The group card of `row` (uid, name, members, card).
  static func card(_ row: Row) throws -> GroupCard {
    GroupCard(
      uid: row["uid"], name: row["name"], members: try members(row["members"], of: row["uid"]),
      text: row["card"])
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
