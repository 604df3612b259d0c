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
    let name = fullName.precomposed
    self.init(name: name, folded: name.folded)
  }

  /// The key of a contact shown as `shownName` (see `ContactName.shown`) whose names are
  /// `firstName` and `lastName`: ordered by `ContactName.reading` when its `details` give a
  /// phonetic name for one of them, else by the name shown, which it is shown by either way.
  public init(shownName: String, firstName: String, lastName: String, details: ContactDetails) {
    let name = shownName.precomposed
    self.init(
      name: name, folded: name.folded,
      reading: ContactName.reading(firstName: firstName, lastName: lastName, details: details))
  }

  /// The key of a contact made of `draft`.
  public init(_ draft: ContactDraft) {
    self.init(
      shownName: draft.fullName, firstName: draft.firstName, lastName: draft.lastName,
      details: draft.details)
  }

  /// The key of `name` (in NFC) whose folding is `folded`, ordered by `reading` (see
  /// `ContactName.reading`) when there is one.
  init(name: String, folded: String, reading: String?) {
    self.init(name: name, folded: reading.map { $0.precomposed.folded } ?? folded)
  }

  /// The key of `name` (in NFC) whose folding is `folded`.
  init(name: String, folded: String) {
    // U+0001 cannot occur in a name (control characters are refused) and sorts before any
    // letter, so "adam" < "adam smith" still holds once the exact name is appended.
    rawValue = folded + "\u{1}" + name
  }

  /// The name the key was made of (NFC): what the contact is shown by.
  public var shownName: String {
    guard let separator = rawValue.firstIndex(of: "\u{1}") else { return "" }
    return String(rawValue[rawValue.index(after: separator)...])
  }

  // Equality and hashing are on bytes too: String's `==` treats canonically equivalent
  // spellings as equal, which would disagree with `<` and with SQLite.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue.utf8.elementsEqual(rhs.rawValue.utf8)
  }

  public func hash(into hasher: inout Hasher) {
    for byte in rawValue.utf8 { hasher.combine(byte) }
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
  /// The text in NFC (`precomposedStringWithCanonicalMapping`), without bridging when it is
  /// already NFC, as ASCII and most names are.
  var precomposed: String {
    let text = String(self)
    return NativeText.isNFC(text) ? text : text.precomposedStringWithCanonicalMapping
  }

  /// The text with case and accents folded away: "Ángel" → "angel", "Øystein" → "oystein".
  /// One rule for sorting and search. Changing it changes stored sort keys: a migration must
  /// then recompute them.
  var folded: String {
    // ASCII folds to its lowercase: no accents, none of the plain spellings below. Foundation's
    // folding bridges to NSString, the costliest part of importing a card.
    if utf8.allSatisfy({ $0 < 0x80 }) { return String(self).lowercased() }
    // Other text folds a scalar at a time where that is Foundation's answer, which is remembered.
    if let folded = NativeText.folded(String(self), spelledPlainly: spelledPlainly) {
      return folded
    }
    return spelledPlainly(
      String(self).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
  }
}

/// `folded` with the letters below written plainly.
private func spelledPlainly(_ folded: String) -> String {
  guard folded.unicodeScalars.contains(where: { plainSpelling(of: $0) != nil }) else {
    return folded
  }
  var result = String.UnicodeScalarView()
  for scalar in folded.unicodeScalars {
    if let plain = plainSpelling(of: scalar) {
      result.append(contentsOf: plain.unicodeScalars)
    } else {
      result.append(scalar)
    }
  }
  return String(result)
}

/// Latin letters that are not a base letter plus an accent, so diacritic folding keeps them.
private func plainSpelling(of scalar: Unicode.Scalar) -> String? {
  switch scalar {
  case "ø": "o"
  case "ł": "l"
  case "đ", "ð": "d"
  case "ħ": "h"
  case "ŧ": "t"
  case "ı": "i"
  case "æ": "ae"
  case "œ": "oe"
  case "þ": "th"
  default: nil
  }
}
