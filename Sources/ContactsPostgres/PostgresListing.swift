import ContactsDomain
import Foundation
import PostgresNIO

/// How a search finds its window at any size (docs/postgres.md, "Search"): the list walked in
/// order (`contact_list`, which holds the search text) stops at the window's last match, while
/// the matches are otherwise found in two parts (docs/postgres.md, "A block of matches"): those
/// whose sort key's first word holds one of the term's runs, walked in order over those words'
/// ranges of the list, and the others, found by the trigram index of the rest of the search
/// text and sorted. Which is cheaper depends on how many contacts match and where they sit, so
/// the planner's estimate of the others chooses: few, and they are found and sorted; many, and
/// the list is walked, over at most `walkedRows` rows, first. Each way gives the same rows.
public struct PostgresSearchPlan: Sendable, Hashable {
  /// The most matches the planner may expect outside the first words' ranges for them to be
  /// found and sorted first.
  public var sortedMatches: Int
  /// The most rows of the list walked in order before the matches are found and sorted.
  public var walkedRows: Int
  /// The most ranges of the list (first words holding the term's runs) walked beside the
  /// sorted matches; a term whose runs more words hold walks the whole list.
  public var wordRanges: Int

  public init(sortedMatches: Int, walkedRows: Int, wordRanges: Int = 64) {
    self.sortedMatches = sortedMatches
    self.walkedRows = walkedRows
    self.wordRanges = wordRanges
  }

  /// Measured at 1,000,000 contacts (docs/benchmarks.md): sorting 2,000 matches or walking
  /// 20,000 rows takes a few milliseconds; sorting tens of thousands, hundreds.
  public static let standard = PostgresSearchPlan(sortedMatches: 2_000, walkedRows: 20_000)
}

/// The contacts a window of the list reads: those in the list, matching a search (its terms,
/// `SearchText.terms`, found in any part of the folded search text) and in a group (their own,
/// or a group card's listing them).
struct PostgresListing {
  let patterns: [String]
  /// The terms of two ASCII letters or digits, which the trigram index narrows by the
  /// trigrams around them (`appendInterpolation(narrowing:)`), and the patterns of the others.
  let pairs: [String]
  let otherPatterns: [String]
  /// What a first word (`list_word`, v10) holding one of the terms' runs is like
  /// (`wordPatterns(of:)`).
  let wordPatterns: [String]
  let group: String?
  /// Whether the trigram index narrows every term: its own trigrams for three characters or
  /// more, those around it for a pair. The matches may then be found by it first and sorted.
  let isNarrow: Bool
  let plan: PostgresSearchPlan

  init(terms: [String], group: String?, plan: PostgresSearchPlan = .standard) {
    patterns = terms.map { "%" + Self.escaped($0) + "%" }
    pairs = terms.filter(Self.isPair)
    otherPatterns = terms.filter { !Self.isPair($0) }.map { "%" + Self.escaped($0) + "%" }
    wordPatterns = terms.flatMap(Self.wordPatterns)
    self.group = group
    isNarrow = !terms.isEmpty && terms.allSatisfy { $0.count >= 3 || Self.isPair($0) }
    self.plan = plan
  }

  /// Whether `term` is two of the characters pg_trgm takes for a word's in this database
  /// (its ctype is C: ASCII letters and digits; the search text's folded terms are lowercase).
  static func isPair(_ term: String) -> Bool {
    term.utf8.count == 2 && term.utf8.allSatisfy(isWordByte)
  }

  /// Whether `byte` is a lowercase ASCII letter or a digit: a character of a pg_trgm word in
  /// this database (its ctype is C), and of a first word (`list_word`, v10).
  private static func isWordByte(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
  }

  /// The LIKE patterns of the first words a match of `term` outside the rest of its search
  /// text (`search_rest`, v10) may have: each of the term's runs of ASCII letters and digits
  /// lies in such a word, which the run begins when it ends the term, ends when it begins the
  /// term, contains when it is the whole term, and equals otherwise (docs/postgres.md, "A block
  /// of matches"). A run holds no wildcard.
  static func wordPatterns(of term: String) -> [String] {
    let bytes = Array(term.utf8)
    var patterns: [String] = []
    var start = 0
    while start < bytes.count {
      guard isWordByte(bytes[start]) else {
        start += 1
        continue
      }
      var end = start
      while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
      let run = String(decoding: bytes[start..<end], as: UTF8.self)
      patterns.append((start == 0 ? "%" : "") + run + (end == bytes.count ? "%" : ""))
      start = end
    }
    return patterns
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

  /// The contacts whose sort key begins with `word`, ASCII letters and digits: those from
  /// `word` up to `word` with its last byte one higher, in byte order.
  struct WordRange {
    let word: String

    var upperBound: String {
      var bytes = Array(word.utf8)
      bytes[bytes.count - 1] += 1
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Where a window starts: after or before a position (including it or not), or anywhere.
  enum Side {
    case anywhere
    case after(ContactPosition, including: Bool)
    case before(ContactPosition, including: Bool)

    var isDescending: Bool {
      if case .before = self { return true }
      return false
    }
  }

  /// Up to `limit` rows from `side`, read toward it (before: the nearest first).
  func rows(_ side: Side, limit: Int, in session: PostgresSession) throws -> [Contact] {
    let order = PostgresQuery.StringInterpolation.Order(side)
    let rows: [PostgresRow]
    if patterns.isEmpty {
      rows = try session.rows(
        "SELECT id, card FROM contact WHERE \(self) AND \(side) ORDER BY \(order) LIMIT \(limit)")
    } else if isNarrow {
      rows = try narrowed(side, limit: limit, in: session)
    } else {
      rows = try session.rows(walk(side, rows: nil, limit: limit))
    }
    return try rows.map { row in
      let (id, json) = try row.decode((Int64, String).self)
      return try PostgresCard(json: json).contact(id: id)
    }
  }

  /// The rows of a search the trigram index narrows: the list walked first when the planner
  /// expects many matches outside the first words' ranges, else (or when the walk's rows held
  /// too few) the matches found in two parts (`found`).
  private func narrowed(_ side: Side, limit: Int, in session: PostgresSession) throws
    -> [PostgresRow]
  {
    if try expectedMatches(in: session) > plan.sortedMatches {
      // A pair's many matches are costlier to find by the index than its few (each word
      // beginning with it is weighed), and the list walked to the window's end is what a pair
      // read before it was narrowed: it is walked as far as the window needs.
      let bound = pairs.isEmpty ? plan.walkedRows : nil
      let walked = try session.rows(walk(side, rows: bound, limit: limit))
      // The whole window lies within the rows walked: no match beyond them comes first.
      if walked.count == limit || bound == nil { return walked }
    }
    return try found(side, limit: limit, in: session)
  }

  /// The window's matches in two parts, merged in order: those in the ranges of the list whose
  /// first word holds one of the terms' runs, each range walked in order, and the others,
  /// which hold a term in the rest of their search text (`search_rest`), found by its trigram
  /// index and sorted. A term whose runs too many first words hold walks the whole list.
  private func found(_ side: Side, limit: Int, in session: PostgresSession) throws
    -> [PostgresRow]
  {
    let ranges = try wordRanges(in: session)
    guard ranges.count <= plan.wordRanges else {
      return try session.rows(walk(side, rows: nil, limit: limit))
    }
    let order = PostgresQuery.StringInterpolation.Order(side)
    // Each part read in order and merged (a Merge Append): the ranges' walks stop at the
    // window's last match. The rest's matches are read in a subquery with `OFFSET 0`, which
    // the planner keeps apart, so that it never walks the list instead of the trigram index.
    return try session.rows(
      """
      SELECT id, card FROM contact JOIN (\(ranges, of: self, side, limit: limit)
        (SELECT found_id, found_key FROM (
           SELECT id AS found_id, sort_key AS found_key FROM contact
           WHERE \(self) AND \(narrowing: self) AND \(outside: ranges) AND \(side) OFFSET 0)
         AS rest ORDER BY found_key \(unescaped: order.direction), \
           found_id \(unescaped: order.direction) LIMIT \(limit))
      ) AS found ON id = found_id
      ORDER BY found_key \(unescaped: order.direction), found_id \(unescaped: order.direction)
      LIMIT \(limit)
      """)
  }

  /// The ranges of the list whose contacts' first words hold one of the terms' runs, in order:
  /// each the sort keys beginning with a word of `list_word` (v10) like `wordPatterns`, a word
  /// beginning with another's lying in that one's range.
  private func wordRanges(in session: PostgresSession) throws -> [WordRange] {
    guard !wordPatterns.isEmpty else { return [] }
    let words = try session.rows(
      "SELECT word FROM list_word WHERE word LIKE ANY(\(wordPatterns)) ORDER BY word")
    var ranges: [WordRange] = []
    for row in words {
      let word = try row.decode(String.self)
      if let last = ranges.last, word.utf8.starts(with: last.word.utf8) { continue }
      ranges.append(WordRange(word: word))
    }
    return ranges
  }

  /// The first `limit` matches among the first `rows` of the list on `side` (all of them when
  /// nil), walked in order on `contact_list`, which holds the search text: a row that does not
  /// match is never read from the table.
  private func walk(_ side: Side, rows bound: Int?, limit: Int) -> PostgresQuery {
    let order = PostgresQuery.StringInterpolation.Order(side)
    if bound == nil, group == nil {
      // The window's first matches, limited inside the subquery: the planner then walks the
      // list's index in order to them, where for the matches filtered outside it, it may sort
      // every match instead (a pair at a million, 5 → 260 ms, once the table's statistics
      // expected more of its matches).
      return """
        SELECT id, card FROM (
          SELECT id AS walked_id, sort_key AS walked_key FROM contact
          WHERE live AND \(matching: self, in: "search_text") AND \(side)
          ORDER BY \(order) LIMIT \(limit)
        ) AS walked JOIN contact ON id = walked_id
        ORDER BY walked_key \(unescaped: order.direction), walked_id \(unescaped: order.direction)
        """
    }
    return """
      SELECT id, card FROM (
        SELECT id AS walked_id, sort_key AS walked_key, search_text AS walked_text FROM contact
        WHERE live AND \(side) ORDER BY \(order) \(limitedTo: bound)
      ) AS walked JOIN contact ON id = walked_id
      WHERE \(matching: self, in: "walked_text") AND \(inGroup: self)
      ORDER BY walked_key \(unescaped: order.direction), walked_id \(unescaped: order.direction)
      LIMIT \(limit)
      """
  }

  /// How many contacts the planner expects to hold a term in the rest of their search text
  /// (`search_rest`), those the trigram index finds to be sorted (`search_estimate`, v6, v10).
  private func expectedMatches(in session: PostgresSession) throws -> Int {
    try session.value("SELECT search_estimate(\(patterns))", as: Int.self) ?? .max
  }

  /// Whether any contact is on `side`.
  func any(_ side: Side, in session: PostgresSession) throws -> Bool {
    // The side of a window's cursor that includes it: the cursor itself nearly always matches,
    // and the walk finds it at once, where the planner's estimate and the trigram index would
    // each cost more.
    if isNarrow, try !session.rows(walk(side, rows: plan.walkedRows, limit: 1)).isEmpty {
      return true
    }
    return try !rows(side, limit: 1, in: session).isEmpty
  }

  /// How many contacts of the whole list come before `position`, without counting them: the
  /// counts of the list's blocks wholly before it (`list_block`, v9), and the contacts before
  /// it in the one block holding it, counted on the list's index (at most a few thousand).
  static func place(of position: ContactPosition, in session: PostgresSession) throws -> Int {
    let key = position.sortKey.rawValue
    return try session.value(
      """
      SELECT coalesce((
          SELECT sum(live) FROM list_block
          WHERE (lower_key, lower_id) < (b.lower_key, b.lower_id)), 0)::bigint
        + (SELECT count(*) FROM contact WHERE live
           AND (sort_key, id) >= (b.lower_key, b.lower_id)
           AND (sort_key, id) < (\(key)::text COLLATE "C", \(position.id)))
      FROM (
        SELECT lower_key, lower_id FROM list_block
        WHERE (lower_key, lower_id) <= (\(key)::text COLLATE "C", \(position.id))
        ORDER BY lower_key DESC, lower_id DESC LIMIT 1) AS b
      """, as: Int.self) ?? 0
  }
}

extension PostgresQuery.StringInterpolation {
  /// The order a window on a side is read in: toward it.
  struct Order {
    let direction: String

    init(_ side: PostgresListing.Side) {
      direction = side.isDescending ? "DESC" : "ASC"
    }
  }

  mutating func appendInterpolation(_ order: Order) {
    appendLiteral("sort_key \(order.direction), id \(order.direction)")
  }

  /// `LIMIT count`, or nothing when `count` is nil.
  mutating func appendInterpolation(limitedTo count: Int?) {
    guard let count else { return }
    appendLiteral("LIMIT ")
    appendInterpolation(count)
  }

  /// The condition a contact of `listing` meets.
  mutating func appendInterpolation(_ listing: PostgresListing) {
    appendLiteral("live AND ")
    appendInterpolation(matching: listing, in: "search_text")
    appendLiteral(" AND ")
    appendInterpolation(inGroup: listing)
  }

  /// The condition the search text in `column` meets: it holds a term.
  mutating func appendInterpolation(matching listing: PostgresListing, in column: String) {
    guard !listing.patterns.isEmpty else { return appendLiteral("true") }
    appendLiteral("(false")
    for pattern in listing.patterns {
      appendLiteral(" OR \(column) LIKE ")
      appendInterpolation(pattern)
    }
    appendLiteral(")")
  }

  /// What lets the trigram index of the rest of the search text (`search_rest`, v10) narrow
  /// `listing`'s terms: a term of three characters or more by its own trigrams, one of two,
  /// which has none, by those around it: each place a pair stands in the text, it follows a
  /// letter or digit (the three make a trigram, one of 36 × 2 a regular expression names) or
  /// begins one of pg_trgm's words (whose first two trigrams of three `pair <% text` finds at
  /// the threshold `PostgresDatabase` sets, 0.6). Each is a condition the index answers; none
  /// loses a match, and the terms' own `LIKE` decides.
  mutating func appendInterpolation(narrowing listing: PostgresListing) {
    let rest = "search_rest(sort_key, search_text)"
    appendLiteral("(false")
    for pair in listing.pairs {
      appendLiteral(" OR \(rest) ~ ")
      appendInterpolation("[a-zA-Z0-9]" + pair)
      appendLiteral(" OR ")
      appendInterpolation(pair)
      appendLiteral(" <% \(rest)")
    }
    for pattern in listing.otherPatterns {
      appendLiteral(" OR \(rest) LIKE ")
      appendInterpolation(pattern)
    }
    appendLiteral(")")
  }

  /// The condition a contact in `range` meets: its sort key begins with the range's word.
  mutating func appendInterpolation(_ range: PostgresListing.WordRange) {
    appendLiteral("sort_key >= ")
    appendInterpolation(range.word)
    appendLiteral("::text COLLATE \"C\" AND sort_key < ")
    appendInterpolation(range.upperBound)
    appendLiteral("::text COLLATE \"C\"")
  }

  /// The first `limit` contacts of `listing` on `side` in each of `ranges`, each range walked
  /// in order on the list's index, each read followed by `UNION ALL`.
  mutating func appendInterpolation(
    _ ranges: [PostgresListing.WordRange], of listing: PostgresListing,
    _ side: PostgresListing.Side, limit: Int
  ) {
    for range in ranges {
      appendLiteral("(SELECT id AS found_id, sort_key AS found_key FROM contact WHERE ")
      appendInterpolation(listing)
      appendLiteral(" AND ")
      appendInterpolation(range)
      appendLiteral(" AND ")
      appendInterpolation(side)
      appendLiteral(" ORDER BY ")
      appendInterpolation(Order(side))
      appendLiteral(" LIMIT ")
      appendInterpolation(limit)
      appendLiteral(") UNION ALL ")
    }
  }

  /// The condition a contact in none of `ranges` meets.
  mutating func appendInterpolation(outside ranges: [PostgresListing.WordRange]) {
    appendLiteral("NOT (false")
    for range in ranges {
      appendLiteral(" OR (")
      appendInterpolation(range)
      appendLiteral(")")
    }
    appendLiteral(")")
  }

  /// The condition a contact in `listing`'s group meets.
  mutating func appendInterpolation(inGroup listing: PostgresListing) {
    guard let group = listing.group else { return appendLiteral("true") }
    appendLiteral("(own_groups @> ARRAY[")
    appendInterpolation(group)
    appendLiteral("]::text[] OR bare_uid IN (SELECT member FROM group_member WHERE name = ")
    appendInterpolation(group)
    appendLiteral("))")
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
