import ContactsDomain
import GRDB

/// What restoring a staged backup changes: its contacts against the book's, matched by uid,
/// read on the staged copy's connection with the book attached as `book`
/// (`StagedBackup.withBook`).
enum BackupComparison {
  /// The contacts' ids, in list order, of each kind of change; `removed` are the book's ids,
  /// the others the backup's.
  struct Ids {
    var added: [Int64]
    var removed: [Int64]
    var changed: [Int64]
    var backupCount: Int
  }

  /// Compares the staged copy open as `db` with the book attached to it.
  static func ids(_ db: Database) throws -> Ids {
    let missing = { (from: String, other: String) in
      """
      SELECT c.id FROM \(from).contact c
      WHERE NOT EXISTS (SELECT 1 FROM \(other).contact o WHERE o.uid = c.uid)
      ORDER BY c.sortKey, c.id
      """
    }
    let changed = """
      SELECT c.id FROM main.contact c JOIN book.contact b ON b.uid = c.uid
      WHERE \(content("main", "c")) IS NOT \(content("book", "b"))
      ORDER BY c.sortKey, c.id
      """
    return Ids(
      added: try Int64.fetchAll(db, sql: missing("main", "book")),
      removed: try Int64.fetchAll(db, sql: missing("book", "main")),
      changed: try Int64.fetchAll(db, sql: changed),
      backupCount: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM main.contact") ?? 0)
  }

  /// An SQL expression holding everything of the contact `row` of `schema` a person can see or
  /// export: its fields, details and kept extras, phones and emails in order, and its photo.
  private static func content(_ schema: String, _ row: String) -> String {
    let fields = ["firstName", "lastName", "organization", "note", "extras", "details"]
      .map { "\(row).\($0)" }.joined(separator: " || x'1f' || ")
    return """
      (\(fields) || x'1f' || ifnull(\(row).fileUID, '') || x'1f' || ifnull((
        SELECT group_concat(kind || x'1e' || label || x'1e' || value, x'1d') FROM (
          SELECT kind, label, value FROM \(schema).contactValue
          WHERE contactId = \(row).id ORDER BY kind, position)), '')
      || x'1f' || ifnull((
        SELECT digest FROM \(schema).contactPhoto WHERE contactId = \(row).id), ''))
      """
  }
}
