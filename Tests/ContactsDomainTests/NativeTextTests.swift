import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsDomain

/// Text that is not ASCII skips Foundation when its answer is known: NFC text is not normalised
/// again, and folding goes a scalar at a time. The answers must be Foundation's.
@Suite("Native text")
struct NativeTextTests {
  /// Letters of many scripts, with the ones that fold or normalise in surprising ways: ß, İ, final
  /// sigma, ligatures, compatibility letters, singletons (Å as an Ångström sign), combining marks,
  /// Hangul syllables and jamo, and the letters `folded` spells plainly.
  private static let alphabet: [Unicode.Scalar] = {
    let ranges: [ClosedRange<UInt32>] = [
      0x41...0x5A, 0x61...0x7A, 0xC0...0x17F, 0x180...0x24F, 0x370...0x3FF, 0x400...0x45F,
      0x5D0...0x5EA, 0x620...0x64A, 0x3041...0x3096, 0x4E00...0x4E20, 0xAC00...0xAC20,
      0x1E00...0x1EFF, 0x1F00...0x1F20, 0x2160...0x216F, 0xFB00...0xFB06, 0xFF21...0xFF3A,
    ]
    let tricky: [UInt32] = [
      0x20, 0x2D, 0x27, 0x31, 0xDF, 0x130, 0x131, 0x3C2, 0x3A3, 0x212B, 0x2126, 0x212A, 0x1E9E,
      0x300, 0x301, 0x308, 0x327, 0x345, 0x1161, 0x11A8, 0x0374, 0x037E, 0x0387, 0xF900, 0x200B,
      0x00A0, 0x3000, 0xD7, 0xF7, 0x2460, 0x0E01, 0x0E33, 0x0915, 0x093F, 0x094D,
    ]
    return (ranges.flatMap { $0 } + tricky).compactMap(Unicode.Scalar.init)
  }()

  private static let samples: [String] = {
    var generator = SystemRandomNumberGenerator()
    var samples = [
      "Ángel Díaz", "Øystein Ærø", "Łukasz Wałęsa", "İlkay Öztürk", "ΣΟΦΊΑ Παπαδοπούλου",
      "ὈΔΥΣΣΕΎΣ",
      "Ольга Иванова 12", "美咲 佐藤", "민준 김", "أحمد المصري", "Straße", "ﬁnn", "e\u{301}mile",
      "Å\u{212B}", "가\u{11A8}", "  Zoë ", "\u{200B}Ada\u{200B}", "Ada\u{00A0}",
    ]
    for _ in 0..<3000 {
      samples.append(RandomPieces.text(of: alphabet, count: 1...10, using: &generator))
    }
    return samples
  }()

  @Test func foldingIsFoundationsFoldingThenThePlainSpellings() {
    for text in Self.samples {
      let foundation = text.folding(
        options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      let plain = foundation.unicodeScalars.map { scalar -> String in
        let spelled = [
          "ø": "o", "ł": "l", "đ": "d", "ð": "d", "ħ": "h", "ŧ": "t", "ı": "i", "æ": "ae",
          "œ": "oe", "þ": "th",
        ]
        return spelled[String(scalar)] ?? String(scalar)
      }.joined()
      #expect(Array(text.folded.utf8) == Array(plain.utf8), "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test func nfcTextIsLeftAsFoundationWouldNormaliseIt() {
    for text in Self.samples {
      let foundation = text.precomposedStringWithCanonicalMapping
      #expect(Array(text.precomposed.utf8) == Array(foundation.utf8))
      if NativeText.isNFC(text) { #expect(Array(text.utf8) == Array(foundation.utf8)) }
    }
  }

  @Test func normalisingIsFoundationsNFCAndTrimming() {
    let invisible = CharacterSet(charactersIn: "\u{200B}\u{2060}\u{FEFF}\u{00AD}")
    for text in Self.samples {
      let foundation = text.precomposedStringWithCanonicalMapping.trimmingCharacters(
        in: CharacterSet.whitespacesAndNewlines.union(invisible))
      #expect(Array(FieldRules.normalized(text).utf8) == Array(foundation.utf8))
    }
  }

  @Test func textOfScalarsBelowCombiningMarksIsNFCWithoutAsking() {
    #expect(NativeText.isNFC("Ångström Żółć"))
    #expect(!NativeText.isNFC("e\u{301}"))
    #expect(!NativeText.isNFC("\u{212B}"))
  }
}
