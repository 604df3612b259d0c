import ContactsDomain
import Foundation
import GRDB

/// Lookups in the FTS5 table `contactSearch` (see `SearchSchema`).
enum SearchIndex {
  /// How to find contacts matching `query`; nil when the query is blank.
  static func filter(_ query: String) -> SearchFilter? {
    let terms = SearchText.terms(of: query)
    guard !terms.isEmpty else { return nil }
    let likes = terms.map { term -> SQL in
      "searchText LIKE \("%" + escapedForLike(term) + "%") ESCAPE '\\'"
    }
    let probe: SQL = "(\(likes.joined(separator: " OR ")))"
    // Trigrams need three characters: a shorter term has only the probe.
    guard terms.allSatisfy({ $0.count >= 3 }) else {
      return SearchFilter(indexed: nil, probe: probe, trigrams: nil)
    }
    let expression = terms.map(quoted).joined(separator: " OR ")
    return SearchFilter(
      indexed: "SELECT rowid FROM contactSearch WHERE contactSearch MATCH \(expression)",
      probe: probe, trigrams: SearchSchema.trigrams(of: terms))
  }

  /// `text` as an FTS5 string.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  private static func escapedForLike(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
  }
}

/// Two ways to the same answer: `indexed` lists matches through the trigram index, fast when
/// they are few; `trigrams` reads the list-order index from a window's start; `probe` tests one
/// contact. `Walk` picks between them.
struct SearchFilter {
  /// A subquery of the ids of every matching contact; nil when a term is too short for trigrams.
  let indexed: SQL?
  /// A condition on a `contact` row: true when it matches.
  let probe: SQL
  /// An FTS5 query of `contactListSearch` (see `ListPositionSchema`) for every row that may
  /// match, to be checked with `probe`; nil when a term is too short for trigrams.
  let trigrams: String?
}
