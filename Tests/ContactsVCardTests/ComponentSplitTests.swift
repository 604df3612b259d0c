import Testing

@testable import ContactsVCard

/// Components are split on bytes unless a separator or backslash is part of a larger character:
/// the pieces must be the ones a character-by-character split finds.
@Suite("Splitting components")
struct ComponentSplitTests {
  /// Separators, escapes and what may join them into one character: combining and spacing
  /// marks, a prepended mark, a joiner, regional indicators, emoji modifiers, CR and LF.
  private static let alphabet: [String] = [
    ";", ",", "\\", "a", "é", "\u{301}", "\u{600}", "\u{6DD}", "山", "\u{200D}", "\r", "\n",
    "\u{915}", "\u{93F}", "\u{94D}", "\u{1F1EB}", "\u{1F1F7}", "\u{1F44D}", "\u{1F3FB}", " ",
  ]

  @Test func bytesSplitAsCharactersDoForEveryMixOfSeparatorsAndMarks() {
    var generator = SystemRandomNumberGenerator()
    var samples = ["", ";", "\\;", "Lovelace;Ada;;;", "山田;太郎;;;", "a;\u{301}b", "\u{600};x;y"]
    for _ in 0..<5000 {
      let length = Int.random(in: 1...12, using: &generator)
      samples.append(
        (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }
          .joined())
    }
    for text in samples {
      for separator: Character in [";", ","] {
        #expect(
          VCardText.split(text, on: separator)
            == VCardText.splitOnCharacters(text, on: separator),
          "\(text.unicodeScalars.map(\.value))")
      }
    }
  }
}
