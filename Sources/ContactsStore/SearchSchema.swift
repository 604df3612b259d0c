import ContactsDomain
import GRDB

/// Search's schema: v2's id-keyed FTS5 index over `contact.searchText` (`create`, dropped by
/// v27, `OneSearchIndexSchema`, when the list-order index took over its job), and the queries
/// of the one index left (`trigrams(of:)`).
public enum SearchSchema {
  /// The triggers that kept v2's index in step with `contact`, until v27 dropped them.
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
