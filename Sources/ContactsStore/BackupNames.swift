import Foundation

/// How one book's backups are named in the `backups` folder beside it, which every book of that
/// folder shares: each name starts with the book's own name, so a book makes, prunes and offers
/// only its own. `work.sqlite` keeps `work-2026-12-07.sqlite` (a daily backup) and
/// `work-before-restore-2026-12-07T10-00-00.sqlite` (the book as it was before a restore).
///
/// A book's name is its file's name without the extension when that is ASCII letters, digits
/// and dashes (what a backup's name in a web address may hold); any other name is written in
/// those letters and followed by a short hash of the whole name, so `Ärzte.sqlite` and
/// `rzte.sqlite` never share. Backups made before books were named (`before-restore-….sqlite`)
/// belong to the default book, `contacts.sqlite`, whose daily names did not change.
struct BackupNames: Sendable {
  /// The name every backup of the book starts with.
  let book: String

  /// The names of the backups of the book at `path`.
  init(bookPath path: String) {
    let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    book = Self.isPlain(base) ? base : Self.spelled(base)
  }

  /// The daily backup of the day `date` (`YYYY-MM-DD`).
  func daily(on date: String) -> String { "\(book)-\(date).sqlite" }

  /// The name a restore keeps the book under, without its `.sqlite`: `stamp` is the time in
  /// UTC (`YYYY-MM-DDTHH-MM-SS`).
  func beforeRestore(at stamp: String) -> String { "\(book)-\(Self.beforeRestore)\(stamp)" }

  /// True for a daily backup of this book.
  func isDaily(_ name: String) -> Bool {
    guard let rest = Self.dropping("\(book)-", from: name) else { return false }
    return Self.matches(rest, "dddd-dd-dd")
  }

  /// True for a backup of this book: a daily one, or one kept before a restore.
  func owns(_ name: String) -> Bool {
    if isDaily(name) { return true }
    let prefix = book == Self.defaultBook ? [book + "-", ""] : [book + "-"]
    return prefix.contains { prefix in
      guard let rest = Self.dropping(prefix + Self.beforeRestore, from: name) else {
        return false
      }
      return Self.matches(rest, "dddd-dd-ddTdd-dd-dd")
        || Self.matches(rest, "dddd-dd-ddTdd-dd-dd-d")
    }
  }

  /// The book whose backups were named before books were: `contacts.sqlite`.
  private static let defaultBook = "contacts"
  private static let beforeRestore = "before-restore-"

  /// `name` without `prefix` and `.sqlite`, or nil when it has not both.
  private static func dropping(_ prefix: String, from name: String) -> Substring? {
    guard name.hasPrefix(prefix), name.hasSuffix(".sqlite") else { return nil }
    return name.dropFirst(prefix.count).dropLast(7)
  }

  /// True when `text` has the shape of `pattern`, where `d` stands for a digit.
  private static func matches(_ text: Substring, _ pattern: String) -> Bool {
    text.count == pattern.count
      && zip(text, pattern).allSatisfy { character, shape in
        shape == "d" ? ("0"..."9").contains(character) : character == shape
      }
  }

  private static func isPlain(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 64 && name.allSatisfy(isPlain)
  }

  private static func isPlain(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "-")
  }

  /// `name` in ASCII letters, digits and dashes, then a dash and 8 hex digits of its FNV-1a
  /// hash (the same in every process, unlike `hashValue`).
  private static func spelled(_ name: String) -> String {
    let letters = name.map { isPlain($0) ? $0 : "-" }
    let words = String(letters).split(separator: "-").joined(separator: "-").prefix(40)
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    let hex = String(hash, radix: 16)
    return (words.isEmpty ? "book" : String(words)) + "-"
      + String(repeating: "0", count: 8 - hex.count) + hex
  }
}
