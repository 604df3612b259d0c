import ContactsTestSupport
import Testing

@testable import ContactsDomain

/// `FieldRules.checked` finds refused scalars on the UTF-8 bytes: its answers must be those of
/// Unicode's categories, a scalar at a time, as the check was written before.
@Suite("Refused characters found on bytes")
struct RefusedBytesTests {
  /// The check a scalar at a time, by general category: what the byte scan stands in for.
  private static func refusedByCategory(_ text: String, allowsNewlines: Bool) -> Bool {
    let bidirectionalControls: Set<UInt32> = [
      0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]
    return text.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .control: !(allowsNewlines && (scalar == "\n" || scalar == "\t"))
      case .lineSeparator, .paragraphSeparator: !allowsNewlines
      default: bidirectionalControls.contains(scalar.value)
      }
    }
  }

  private static func refusedByBytes(_ text: String, allowsNewlines: Bool) -> Bool {
    var text = text
    return text.withUTF8 { FieldRules.isRefused($0, allowsNewlines: allowsNewlines) }
  }

  @Test func everyScalarIsRefusedAsItsCategorySays() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      // Alone, and between letters of one, two, three and four bytes.
      for text in [String(scalar), "a\(scalar)é", "€\(scalar)😀"] {
        for allowsNewlines in [false, true]
        where Self.refusedByBytes(text, allowsNewlines: allowsNewlines)
          != Self.refusedByCategory(text, allowsNewlines: allowsNewlines)
        {
          disagreements.append(value)
        }
      }
    }
    #expect(disagreements.isEmpty)
  }

  @Test func randomTextIsRefusedAsItsCategoriesSay() {
    // Scalars near every refused one, of every UTF-8 length, and some of every kind around.
    let near: [ClosedRange<UInt32>] = [
      0x00...0x21, 0x7E...0xA1, 0x2026...0x2030, 0x2064...0x206A, 0x41...0x44, 0xE9...0xEA,
      0x4E00...0x4E02, 0x1F600...0x1F601, 0x0300...0x0301, 0x0600...0x0606, 0xFEFF...0xFEFF,
    ]
    let alphabet = near.flatMap { $0 }.compactMap(Unicode.Scalar.init)
    var generator = SystemRandomNumberGenerator()
    var refused = 0
    for _ in 0..<20_000 {
      let text = RandomPieces.text(of: alphabet, count: 0...8, using: &generator)
      for allowsNewlines in [false, true] {
        let expected = Self.refusedByCategory(text, allowsNewlines: allowsNewlines)
        #expect(Self.refusedByBytes(text, allowsNewlines: allowsNewlines) == expected, "\(text)")
        if expected { refused += 1 }
      }
    }
    // Both answers came up often: the comparison tested something.
    #expect(refused > 1000)
  }

  @Test func checkedRefusesEachClassWithItsMessage() throws {
    let refused = [
      "Ada\u{0}", "Ada\u{1B}", "Ada\u{7F}", "Ada\u{85}", "Ada\u{9F}", "Ada\u{2028}Lovelace",
      "Ada\u{2029}", "\u{202A}Ada", "Ada\u{202E}", "\u{2066}Ada\u{2069}", "Ada\nLovelace",
      "Ada\tLovelace", "Ada\r",
    ]
    for text in refused {
      #expect(throws: ContactValidationError.controlCharacter(.firstName)) {
        try FieldRules.checked(text, .firstName, limit: 100)
      }
    }
    // A note keeps its line breaks and tabs and separators, never the others.
    for text in ["a\nb", "a\tb", "a\u{2028}b", "a\u{2029}b", "Zoë 美咲 😀 \u{A0}\u{200B}"] {
      #expect(try FieldRules.checked(text, .note, limit: 100, allowsNewlines: true) == text)
    }
    for text in ["a\u{0}b", "a\rb", "a\u{85}b", "a\u{202B}b", "a\u{2067}b"] {
      #expect(throws: ContactValidationError.controlCharacter(.note)) {
        try FieldRules.checked(text, .note, limit: 100, allowsNewlines: true)
      }
    }
    // Neighbours of refused spellings are accepted: U+00A0, U+2027, U+2030, U+2065, U+206A.
    for text in ["a\u{A0}", "a\u{2027}", "a\u{2030}", "a\u{2065}", "a\u{206A}", "Øystein"] {
      #expect(try FieldRules.checked(text, .lastName, limit: 100) == text)
    }
    #expect(throws: ContactValidationError.tooLong(.lastName, limit: 3)) {
      try FieldRules.checked("Ada\u{0}x", .lastName, limit: 3)
    }
  }
}
