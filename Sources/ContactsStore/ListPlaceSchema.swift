import ContactsDomain
import GRDB

/// Where a window stands in the list ("51–100 of 3,000"), cheap at a million: triggers keep a
/// count of contacts per start of their sort key (its first three characters), so the contacts
/// before a row are the counts of the starts before its own, plus a count within its own start
/// read from the list index. `COUNT(*)` over the index instead reads every contact before the
/// row: ~50 ms at a million, against ~2 ms this way.
enum ListPlaceSchema {
  /// The start of a sort key the counts are kept by, as SQL over `key`.
  private static func start(_ key: String) -> String { "substr(\(key), 1, 3)" }

  private static func countUp(_ key: String) -> String {
    """
    INSERT INTO listStartCount VALUES (\(start(key)), 1)
        ON CONFLICT(start) DO UPDATE SET count = count + 1;
    """
  }

  private static func countDown(_ key: String) -> String {
    "UPDATE listStartCount SET count = count - 1 WHERE start = \(start(key));"
  }

  /// The triggers that keep the counts as contacts are added, renamed and deleted.
  static let triggers = """
    CREATE TRIGGER contact_start_insert AFTER INSERT ON contact BEGIN
      \(countUp("new.sortKey"))
    END;
    CREATE TRIGGER contact_start_delete AFTER DELETE ON contact BEGIN
      \(countDown("old.sortKey"))
    END;
    CREATE TRIGGER contact_start_update AFTER UPDATE OF sortKey ON contact
    WHEN \(start("old.sortKey")) IS NOT \(start("new.sortKey")) BEGIN
      \(countDown("old.sortKey"))
      \(countUp("new.sortKey"))
    END;
    """

  /// Drops `triggers`: a bulk import counts once at its end instead (`recounted`).
  static let droppedTriggers = """
    DROP TRIGGER contact_start_insert; DROP TRIGGER contact_start_delete;
    DROP TRIGGER contact_start_update;
    """

  /// Counts every contact again, from the list index, and creates `triggers` again.
  static let recounted = """
    DELETE FROM listStartCount;
    INSERT INTO listStartCount SELECT \(start("sortKey")), COUNT(*) FROM contact GROUP BY 1;
    \(triggers)
    """

  /// Registers v11, after the details' v10.
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v13: contacts counted by the start of their sort key") { db in
      try db.execute(
        sql: """
          CREATE TABLE listStartCount (start TEXT PRIMARY KEY NOT NULL, count INTEGER NOT NULL)
            WITHOUT ROWID;
          \(recounted)
          """)
    }
  }

  /// Where the row at `position` stands: the contacts before it, and all of them.
  static func place(of position: ContactPosition, in db: Database) throws -> ListPlace {
    // Every key with a smaller start sorts before the row; every key before it with the same
    // start lies between that start and the row in the index.
    let row = try Row.fetchOne(
      db,
      sql: """
        SELECT
          (SELECT COALESCE(SUM(count), 0) FROM listStartCount WHERE start < \(start("?")))
          + (SELECT COUNT(*) FROM contact
             WHERE sortKey >= \(start("?")) AND (sortKey, id) < (?, ?)),
          (SELECT COALESCE(SUM(count), 0) FROM listStartCount)
        """,
      arguments: [
        position.sortKey.rawValue, position.sortKey.rawValue, position.sortKey.rawValue,
        position.id,
      ])
    return ListPlace(before: row?[0] ?? 0, total: row?[1] ?? 0)
  }
}
