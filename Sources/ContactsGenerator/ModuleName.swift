/// The name of a screen to generate, checked: an upper-case ASCII identifier such as
/// `Favorites` or `RecentCalls`, with the forms the templates need.
public struct ModuleName: Hashable, Sendable, CustomStringConvertible {
  /// The name as types use it: `RecentCalls`.
  public let typeName: String

  /// Checks `text`; throws `GeneratorError.invalidName` with a suggestion when one exists.
  public init(_ text: String) throws(GeneratorError) {
    guard let problem = Self.problem(with: text) else {
      typeName = text
      return
    }
    let suggestion = Self.suggestion(for: text)
    throw .invalidName(text, problem, suggestion: suggestion == text ? nil : suggestion)
  }

  public var description: String { typeName }

  /// The name as methods use it: `recentCalls`, `urlList` for `URLList`.
  public var memberName: String {
    let characters = Array(typeName)
    let capitals = characters.prefix { $0.isUppercase }.count
    // In `URLList` the last capital of the run starts the next word.
    let lowered =
      capitals == characters.count || capitals == 1 ? capitals : capitals - 1
    return characters.prefix(lowered).map { $0.lowercased() }.joined()
      + String(characters.dropFirst(lowered))
  }

  /// The name as a sentence says it: `recent calls`.
  public var phrase: String {
    var words: [String] = []
    let characters = Array(typeName)
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let previous = index > 0 ? characters[index - 1] : nil
      let startsWord =
        character.isUppercase
        && (previous.map { !$0.isUppercase } ?? true
          || next.map { $0.isLowercase } ?? false)
      if startsWord || words.isEmpty {
        words.append(String(character))
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words.map { $0.count > 1 && $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() }
      .joined(separator: " ")
  }

  // MARK: - Private

  private static let longest = 40

  /// Words Swift reserves, which the member name of a screen cannot be.
  private static let keywords: Set<String> = [
    "any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
    "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
    "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "open", "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
    "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
    "typealias", "var", "where", "while",
  ]

  /// Type names Swift or the standard library already give a meaning.
  private static let reserved: Set<String> = ["Any", "Protocol", "Self", "Type", "Never"]

  private static func problem(with text: String) -> String? {
    guard let first = text.unicodeScalars.first else { return "a name cannot be empty" }
    guard text.unicodeScalars.allSatisfy(\.isASCIIAlphanumeric) else {
      return "a name holds only ASCII letters and digits"
    }
    guard ("A"..."Z").contains(first) else { return "a name starts with an upper-case letter" }
    guard text.count <= longest else { return "a name has at most \(longest) characters" }
    guard !reserved.contains(text) else { return "\(text) is a name Swift already uses" }
    guard !keywords.contains(text.lowercased()) else {
      return "\(text.lowercased()) is a Swift keyword, which its methods would be named"
    }
    return nil
  }

  /// `text` as words made upper camel case: `recent-calls` → `RecentCalls`; nil when that is
  /// no valid name either, or when `text` has letters beyond ASCII, which it would drop.
  private static func suggestion(for text: String) -> String? {
    guard text.allSatisfy(\.isASCII) else { return nil }
    let words = text.split { !($0.isLetter || $0.isNumber) }
    let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return problem(with: joined) == nil ? joined : nil
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIIAlphanumeric: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
  }
}
