import ContactsDomain
import GRDB

/// The FTS5 table `contactSearch`, kept in step with `contact` in the same transactions.
enum SearchIndex {
  static func replace(_ contact: Contact, in db: Database) throws {
    try remove(id: contact.id, in: db)
    try db.execute(
      sql: "INSERT INTO contactSearch(rowid, text) VALUES (?, ?)",
      arguments: [contact.id, SearchText.indexed(contact)])
  }

  static func remove(id: Contact.ID, in db: Database) throws {
    try db.execute(sql: "DELETE FROM contactSearch WHERE rowid = ?", arguments: [id])
  }

  /// A subquery of the ids of contacts matching `query`, or nil when the query is blank.
  static func matchingIDs(_ query: String) -> SQL? {
    let terms = SearchText.terms(of: query)
    guard !terms.isEmpty else { return nil }
    // Trigrams need three characters; a shorter term is looked up with LIKE, which the trigram
    // index still serves, by a scan of the index instead of a lookup.
    if terms.allSatisfy({ $0.count >= 3 }) {
      let expression = terms.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"" }
        .joined(separator: " OR ")
      return "SELECT rowid FROM contactSearch WHERE contactSearch MATCH \(expression)"
    }
    let conditions = terms.map { term -> SQL in
      "text LIKE \("%" + escapedForLike(term) + "%") ESCAPE '\\'"
    }
    return "SELECT rowid FROM contactSearch WHERE \(conditions.joined(separator: " OR "))"
  }

  private static func escapedForLike(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
  }
}
