import Foundation

/// The app's one ordering of names: case and accents ignored, then the exact name as tie-break.
///
/// The raw value is stored in SQLite and compared there byte by byte (BINARY collation);
/// `<` compares the same UTF-8 bytes, so the database and `insertionIndex(of:)` always agree,
/// and the `sqlite3` tool needs no custom collation to read the file.
public struct ContactSortKey: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(fullName: String) {
    // U+0001 cannot occur in a name (control characters are refused) and sorts before any
    // letter, so "adam" < "adam smith" still holds once the exact name is appended.
    rawValue = fullName.folded + "\u{1}" + fullName
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
  }
}

/// A contact's place in the list: its sort key, then its id, so no two contacts tie.
public struct ContactPosition: Hashable, Comparable, Sendable {
  public let sortKey: ContactSortKey
  public let id: Contact.ID

  public init(sortKey: ContactSortKey, id: Contact.ID) {
    self.sortKey = sortKey
    self.id = id
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.sortKey == rhs.sortKey ? lhs.id < rhs.id : lhs.sortKey < rhs.sortKey
  }
}

extension StringProtocol {
  /// The text with case and accents folded away: "Ángel" → "angel". One rule for sorting and search.
  var folded: String {
    String(self).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
