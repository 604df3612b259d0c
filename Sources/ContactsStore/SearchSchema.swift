import ContactsDomain
import GRDB

/// The FTS5 index over `contact.searchText`, kept in step by triggers, so that even a write from
/// another program (the `sqlite3` tool) leaves it right.
public enum SearchSchema {
  /// The triggers that keep the index in step with `contact`. An import drops them while it
  /// writes and indexes its rows all at once after (`ContactImporter`), then creates them again
  /// in the same transaction.
  static let triggers = """
    CREATE TRIGGER contact_search_insert AFTER INSERT ON contact BEGIN
      INSERT INTO contactSearch(rowid, searchText) VALUES (new.id, new.searchText);
    END;
    CREATE TRIGGER contact_search_delete AFTER DELETE ON contact BEGIN
      INSERT INTO contactSearch(contactSearch, rowid, searchText)
        VALUES ('delete', old.id, old.searchText);
    END;
    CREATE TRIGGER contact_search_update AFTER UPDATE OF searchText ON contact
    WHEN old.searchText IS NOT new.searchText BEGIN
      INSERT INTO contactSearch(contactSearch, rowid, searchText)
        VALUES ('delete', old.id, old.searchText);
      INSERT INTO contactSearch(rowid, searchText) VALUES (new.id, new.searchText);
    END;
    """

  /// Stops FTS5 merging the index's segments as rows come (`automerge`, 4 by default): an
  /// import into a small book fills the index with it off, then merges every segment once
  /// (`mergedAll`), in 40% less time than merging as it goes (measured, 100,000 contacts).
  public static let mergingPaused =
    "INSERT INTO contactSearch(contactSearch, rank) VALUES ('automerge', 0)"
  /// Merging back on, and the index merged into one segment.
  public static let mergedAll = """
    INSERT INTO contactSearch(contactSearch, rank) VALUES ('automerge', 4);
    INSERT INTO contactSearch(contactSearch) VALUES ('optimize');
    """

  /// The query of the list-order index (`contactListSearch`, see `ListPositionSchema`) for rows
  /// that may hold one of `terms` (each of three characters or more): the index holds no token
  /// positions, so each term is looked up as all of its trigrams, and each row found must be
  /// checked against its search text.
  public static func trigrams(of terms: [String]) -> String {
    terms.map { term in
      // FTS5's trigrams are of Unicode scalars, not of characters.
      let scalars = Array(term.unicodeScalars)
      let grams = Set(
        (0...(scalars.count - 3)).map { String(String.UnicodeScalarView(scalars[$0..<$0 + 3])) })
      return "(" + grams.sorted().map(SearchIndex.quoted).joined(separator: " AND ") + ")"
    }.joined(separator: " OR ")
  }

  static func create(in db: Database) throws {
    for row in try Row.fetchAll(db, sql: "SELECT id, firstName, lastName FROM contact") {
      let contact = Contact(id: row["id"], firstName: row["firstName"], lastName: row["lastName"])
      try db.execute(
        sql: "UPDATE contact SET searchText = ? WHERE id = ?",
        arguments: [SearchText.indexed(contact), contact.id])
    }
    // Trigram: any part of the text matches, not only word starts. External content: the text is
    // stored once, in `contact`; the index holds only trigrams.
    try db.execute(
      sql: """
        CREATE VIRTUAL TABLE contactSearch USING fts5(
          searchText, content = 'contact', content_rowid = 'id', tokenize = 'trigram');
        INSERT INTO contactSearch(contactSearch) VALUES ('rebuild');
        \(triggers)
        """)
  }
}
