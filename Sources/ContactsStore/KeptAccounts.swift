import GRDB

/// A restore keeps the book's sync accounts: they are configuration, not contacts. The staged
/// copy takes the book's accounts (their servers, users, password commands and settings)
/// before it is copied into the book, so the accounts change in the restore's one transaction.
/// Each keeps the book's epoch, which the restore ends: its sync token and seen stamp are
/// forgotten and its next sync compares the whole book with its server.
///
/// An account the backup also has, on the same server, keeps the backup's records (what both
/// sides agreed on when the backup was made): the next sync takes the server's changes since
/// then, deletions included. An account added since, or pointed at another server, starts with
/// none, as a first sync does: the server's cards come here and the restored contacts go
/// there, and nothing is deleted on either side. Accounts removed since the backup stay
/// removed.
enum KeptAccounts {
  /// The names of the book's sync accounts, in order: those a restore keeps.
  static func names(_ db: Database) throws -> [String] {
    try String.fetchAll(db, sql: "SELECT name FROM syncAccount ORDER BY name")
  }

  /// Gives the staged copy open as `db` the accounts of the book attached to it
  /// (`StagedBackup.withBook`).
  static func carry(_ db: Database) throws {
    let columns = try String.fetchAll(
      db, sql: "SELECT name FROM pragma_table_info('syncAccount', 'main')")
    let list = columns.joined(separator: ", ")
    let updates = columns.filter { $0 != "name" }.map { "\($0) = excluded.\($0)" }
      .joined(separator: ", ")
    try db.execute(
      sql: """
        DELETE FROM main.syncAccount WHERE name NOT IN (SELECT name FROM book.syncAccount);
        CREATE TEMP TABLE movedAccount AS
          SELECT m.name FROM main.syncAccount m JOIN book.syncAccount b ON b.name = m.name
          WHERE m.url IS NOT b.url OR m.username IS NOT b.username
            OR m.addressBookURL IS NOT b.addressBookURL;
        DELETE FROM main.syncRecord WHERE account IN (SELECT name FROM temp.movedAccount);
        DELETE FROM main.syncConflict WHERE account IN (SELECT name FROM temp.movedAccount);
        DROP TABLE temp.movedAccount;
        INSERT INTO main.syncAccount (\(list)) SELECT \(list) FROM book.syncAccount WHERE true
          ON CONFLICT(name) DO UPDATE SET \(updates);
        """)
  }
}
