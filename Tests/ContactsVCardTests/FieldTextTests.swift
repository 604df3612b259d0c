import ContactsTestSupport
import Testing

@testable import ContactsVCard

/// `FieldText.trimmed` returns text with printable ASCII at both ends as it is: its answers
/// must be those of trimming a scalar at a time.
@Suite("Trimming field text")
struct FieldTextTests {
  /// Trimming by scalars, as the fast path stands in for.
  private static func trimmedByScalars(_ text: String) -> String {
    let isBlank = { (scalar: Unicode.Scalar) in
      scalar.value < 0x80
        ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  @Test func trimmingIsTheScalarWalks() {
    let ends: [Unicode.Scalar] = [
      " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{1F}", "\u{7F}", "!", "~", "a", "Z", "0",
      "\u{85}", "\u{A0}", "é", "\u{2003}", "\u{3000}", "美", "\u{301}", "😀", "\u{200B}",
    ]
    var generator = SystemRandomNumberGenerator()
    var changed = 0
    for _ in 0..<5000 {
      let text = RandomPieces.text(of: ends, count: 0...6, using: &generator)
      let expected = Self.trimmedByScalars(text)
      #expect(FieldText.trimmed(text) == expected, "\(text.unicodeScalars.map(\.value))")
      if expected != text { changed += 1 }
    }
    #expect(changed > 1000)
    #expect(FieldText.trimmed("  Ada ") == "Ada")
    #expect(FieldText.trimmed("Ada Lovelace") == "Ada Lovelace")
    #expect(FieldText.trimmed("Zoë\u{A0}") == "Zoë")
  }

  @Test func blanksAreUnicodesWhiteSpace() {
    let disagreements = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      FieldText.isBlank($0) != $0.properties.isWhitespace
    }
    #expect(disagreements.isEmpty)
  }
}
