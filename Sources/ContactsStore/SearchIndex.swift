import ContactsDomain
import Foundation
import GRDB

/// Lookups in the one search index, `contactListSearch`: trigrams in list order (see
/// `ListPositionSchema`; since v27 it also answers what the id-keyed index did,
/// `OneSearchIndexSchema`).
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
      return SearchFilter(candidates: nil, probe: probe, trigrams: nil)
    }
    let trigrams = SearchSchema.trigrams(of: terms)
    return SearchFilter(
      candidates: "SELECT rowid FROM contactListSearch WHERE contactListSearch MATCH \(trigrams)",
      probe: probe, trigrams: trigrams)
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

/// Two ways to the same answer: `candidates` lists the positions of every row that may match,
/// fast when they are few (each then checked with `probe`); `trigrams` reads the same index from
/// a window's start; `probe` tests one contact. `Walk` picks between them.
struct SearchFilter {
  /// A query of the list positions of every row holding all of a term's trigrams (a match or
  /// not: the index holds no token positions); nil when a term is too short for trigrams. It
  /// reads the index alone, no row, so counting a common word's rows up to "few" costs little.
  let candidates: SQL?
  /// A condition on a `contact` row: true when it matches.
  let probe: SQL
  /// An FTS5 query of `contactListSearch` (see `ListPositionSchema`) for every row that may
  /// match, to be checked with `probe`; nil when a term is too short for trigrams.
  let trigrams: String?
}
