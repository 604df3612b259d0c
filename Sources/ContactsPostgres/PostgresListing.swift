import ContactsDomain
import Foundation
import PostgresNIO

/// The contacts a window of the list reads: those in the list, matching a search (its terms,
/// `SearchText.terms`, found in any part of the folded search text, by the trigram index) and
/// in a group (their own, or a group card's listing them).
struct PostgresListing {
  let patterns: [String]
  let group: String?
  /// Whether a term is long enough for the trigram index to narrow the search (three
  /// characters): the matching contacts are then found first and sorted, rather than the list
  /// walked in order until enough match.
  let isNarrow: Bool

  init(terms: [String], group: String?) {
    patterns = terms.map { "%" + Self.escaped($0) + "%" }
    self.group = group
    isNarrow = terms.contains { $0.count >= 3 }
  }

  /// `text` with LIKE's wildcards and escape character escaped.
  private static func escaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// Where a window starts: after or before a position (including it or not), or anywhere.
  enum Side {
    case anywhere
    case after(ContactPosition, including: Bool)
    case before(ContactPosition, including: Bool)
  }

  /// Up to `limit` rows from `side`, read toward it (before: the nearest first).
  func rows(_ side: Side, limit: Int, in session: PostgresSession) throws -> [Contact] {
    let descending: Bool
    if case .before = side { descending = true } else { descending = false }
    return try session.rows(
      """
      SELECT id, card FROM \(from: self) AND \(side)
      ORDER BY sort_key \(unescaped: descending ? "DESC" : "ASC"), \
      id \(unescaped: descending ? "DESC" : "ASC") LIMIT \(limit)
      """
    ).map { row in
      let (id, json) = try row.decode((Int64, String).self)
      return try PostgresCard(json: json).contact(id: id)
    }
  }

  /// Whether any contact is on `side`.
  func any(_ side: Side, in session: PostgresSession) throws -> Bool {
    try session.value(
      "SELECT EXISTS (SELECT 1 FROM \(from: self) AND \(side))", as: Bool.self) ?? false
  }

  /// How many contacts are on `side`.
  func count(_ side: Side, in session: PostgresSession) throws -> Int {
    try session.value("SELECT count(*) FROM \(from: self) AND \(side)", as: Int.self)
      ?? 0
  }
}

extension PostgresQuery.StringInterpolation {
  /// The contacts of `listing`, to be followed by `AND` and a condition: found by the trigram
  /// index first when the search is narrow (a subquery with `OFFSET 0`, which the planner
  /// keeps apart), else by the list's order.
  mutating func appendInterpolation(from listing: PostgresListing) {
    guard listing.isNarrow else {
      appendLiteral("contact WHERE ")
      appendInterpolation(listing)
      return
    }
    appendLiteral("(SELECT id, sort_key, card FROM contact WHERE ")
    appendInterpolation(listing)
    appendLiteral(" OFFSET 0) AS found WHERE true")
  }

  /// The condition a contact of `listing` meets.
  mutating func appendInterpolation(_ listing: PostgresListing) {
    appendLiteral("live")
    if !listing.patterns.isEmpty {
      appendLiteral(" AND (false")
      for pattern in listing.patterns {
        appendLiteral(" OR search_text LIKE ")
        appendInterpolation(pattern)
      }
      appendLiteral(")")
    }
    if let group = listing.group {
      appendLiteral(" AND (own_groups @> ARRAY[")
      appendInterpolation(group)
      appendLiteral("]::text[] OR bare_uid IN (SELECT member FROM group_member WHERE name = ")
      appendInterpolation(group)
      appendLiteral("))")
    }
  }

  /// The condition a contact on `side` meets.
  mutating func appendInterpolation(_ side: PostgresListing.Side) {
    switch side {
    case .anywhere:
      appendLiteral("true")
    case .after(let position, let including), .before(let position, let including):
      var comparison = "<"
      if case .after = side { comparison = ">" }
      if including { comparison += "=" }
      appendLiteral("(sort_key, id) \(comparison) (")
      appendInterpolation(position.sortKey.rawValue)
      appendLiteral("::text COLLATE \"C\", ")
      appendInterpolation(position.id)
      appendLiteral(")")
    }
  }
}
