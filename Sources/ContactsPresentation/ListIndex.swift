import ContactsDomain

/// The index beside the list, decided once for every front end: "#" for names that start with a
/// digit or a sign (they sort first), Latin A–Z, Greek, Cyrillic, then Japanese kana, Chinese
/// characters and Hangul. Each entry opens the window that starts at the first name at or after
/// it, in the list's order (case and accents ignored: "É" is under E, "Й" under И).
public enum ListIndex {
  /// One script's entries, with the language a screen reader should read them in.
  public struct Script: Hashable, Sendable {
    public let name: String
    /// A BCP 47 language tag: "el" for Greek.
    public let language: String
    public let entries: [Entry]
  }

  /// One entry: its label, and the text the names it opens start at or after.
  public struct Entry: Hashable, Sendable {
    public let label: String
    let start: String
    /// Where its names start in the list's order.
    let key: ContactSortKey

    init(_ label: String, start: String? = nil) {
      self.label = label
      self.start = start ?? label
      key = ContactSortKey(fullName: self.start)
    }
  }

  /// Every script, in the list's order.
  public static let scripts: [Script] = [
    Script(name: "Digits and signs", language: "en", entries: [Entry("#", start: "")]),
    Script(name: "Latin", language: "en", entries: letters("ABCDEFGHIJKLMNOPQRSTUVWXYZ")),
    Script(name: "Greek", language: "el", entries: letters("ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ")),
    // Ё and Й fold to Е and И; Ъ, Ы and Ь begin no name.
    Script(name: "Cyrillic", language: "ru", entries: letters("АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ")),
    Script(name: "Kana", language: "ja", entries: [Entry("あ", start: "\u{3041}")]),
    Script(name: "Chinese characters", language: "zh", entries: [Entry("漢", start: "\u{4E00}")]),
    Script(name: "Hangul", language: "ko", entries: [Entry("한", start: "\u{AC00}")]),
  ]

  /// The text the names under `label` start at or after: the entry's, or `label` itself when
  /// it is no entry (a letter typed on a command line).
  public static func start(of label: String) -> String {
    for script in scripts {
      if let entry = script.entries.first(where: { $0.label == label }) { return entry.start }
    }
    return label
  }

  /// The label of the entry the name at `position` is under (the last entry starting at or
  /// before it): the current letter of a window whose first row stands there.
  public static func label(at position: ContactPosition) -> String? {
    entries.last { $0.key <= position.sortKey }?.label
  }

  /// Every entry of every script, in the list's order.
  static let entries = scripts.flatMap(\.entries)

  private static func letters(_ text: String) -> [Entry] {
    text.map { Entry(String($0)) }
  }
}
