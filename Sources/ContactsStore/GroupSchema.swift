import GRDB

/// Groups: the group cards an import kept, and an index of every contact's membership.
///
/// `groupCard` keeps each card whole (its members as written, a JSON array, and its text);
/// `groupCardMember` lists its members' uids without `urn:uuid:`, to match contacts by.
///
/// `contactGroup` holds one row per group and member, keyed (name, sortKey, id) and so read in
/// list order for one group: a window of a group reads as many index rows as it shows, however
/// large the book. It is derived, never written by the app: triggers on `contact` keep it in
/// step with each contact's details (`CATEGORIES`, as `ContactDetails.groups`) and its sort key,
/// whoever writes the row (the app, an import, the `sqlite3` tool), and `GroupQueries` brings
/// it up to date when a group card comes or changes. `groupCount` holds each group's count,
/// kept by triggers on `contactGroup`, so the groups and their counts are read at once however
/// many members they have.
enum GroupSchema {
  /// A contact's uid as a `MEMBER` names it: without its `urn:uuid:`, as members are stored.
  static func bare(_ uid: String) -> String {
    "(CASE WHEN \(uid) LIKE 'urn:uuid:%' THEN substr(\(uid), 10) ELSE \(uid) END)"
  }

  /// The condition that the contact row `contact` is the member row `member` names, read from
  /// the member's side (through `contact`'s uid index).
  static func names(_ member: String, _ contact: String) -> String {
    "\(contact).uid IN (\(member).member, 'urn:uuid:' || \(member).member)"
  }

  /// The rows of `contactGroup` of the contacts `contacts` (a table or subquery with id,
  /// sortKey, details and uid): the groups their details list, and the group cards listing them.
  static func membership(of contacts: String) -> String {
    """
    SELECT listed.value, c.sortKey, c.id FROM \(contacts) AS c,
      json_each(CASE c.details WHEN '' THEN '{}' ELSE c.details END, '$.groups') AS listed
      WHERE listed.type = 'text' AND listed.value <> ''
    UNION ALL
    SELECT card.name, c.sortKey, c.id FROM \(contacts) AS c
      JOIN groupCardMember AS m ON m.member = \(bare("c.uid"))
      JOIN groupCard AS card ON card.uid = m.groupUID
    """
  }

  /// Whether a contact's details text may list groups: a cheap test that spares the triggers
  /// parsing the JSON of most rows.
  private static func listsGroups(_ details: String) -> String {
    "instr(\(details), '\"groups\":[') > 0"
  }

  private static let newRow =
    "(SELECT new.id AS id, new.sortKey AS sortKey, new.details AS details, new.uid AS uid)"

  /// The trigger that puts a new contact in its groups; an import drops it while it writes
  /// (see `ImportedMemberships`).
  static let insertTrigger = """
    CREATE TRIGGER contact_group_insert AFTER INSERT ON contact
    WHEN \(listsGroups("new.details"))
      OR EXISTS (SELECT 1 FROM groupCardMember WHERE member = \(bare("new.uid"))) BEGIN
      INSERT OR IGNORE INTO contactGroup (name, sortKey, id) \(membership(of: newRow));
    END;
    """

  private static let triggers =
    insertTrigger + """
      CREATE TRIGGER contact_group_update AFTER UPDATE OF details, sortKey, uid ON contact
      WHEN old.details IS NOT new.details OR old.sortKey IS NOT new.sortKey
        OR old.uid IS NOT new.uid BEGIN
        DELETE FROM contactGroup WHERE id = old.id;
        INSERT OR IGNORE INTO contactGroup (name, sortKey, id) \(membership(of: newRow));
      END;
      CREATE TRIGGER contact_group_delete AFTER DELETE ON contact BEGIN
        DELETE FROM contactGroup WHERE id = old.id;
      END;
      CREATE TRIGGER contactGroup_count_insert AFTER INSERT ON contactGroup BEGIN
        INSERT INTO groupCount (name, count) VALUES (new.name, 1)
          ON CONFLICT (name) DO UPDATE SET count = count + 1;
      END;
      CREATE TRIGGER contactGroup_count_delete AFTER DELETE ON contactGroup BEGIN
        UPDATE groupCount SET count = count - 1 WHERE name = old.name;
        DELETE FROM groupCount WHERE name = old.name AND count = 0;
      END;
      """

  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v14: groups") { db in
      try db.execute(
        sql: """
          CREATE TABLE groupCard (uid TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL,
            members TEXT NOT NULL, card TEXT NOT NULL);
          CREATE TABLE groupCardMember (groupUID TEXT NOT NULL, member TEXT NOT NULL,
            PRIMARY KEY (groupUID, member)) WITHOUT ROWID;
          CREATE INDEX groupCardMember_on_member ON groupCardMember(member);
          CREATE TABLE contactGroup (name TEXT NOT NULL, sortKey TEXT NOT NULL,
            id INTEGER NOT NULL, PRIMARY KEY (name, sortKey, id)) WITHOUT ROWID;
          CREATE INDEX contactGroup_on_id ON contactGroup(id);
          CREATE TABLE groupCount (name TEXT PRIMARY KEY NOT NULL, count INTEGER NOT NULL)
            WITHOUT ROWID;
          \(triggers)
          INSERT OR IGNORE INTO contactGroup (name, sortKey, id) \(membership(of: """
            (SELECT id, sortKey, details, uid FROM contact WHERE \(listsGroups("details")))
            """));
          """)
    }
  }
}
