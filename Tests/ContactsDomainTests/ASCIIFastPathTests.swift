import Foundation
import Testing

@testable import ContactsDomain

/// ASCII text skips Foundation's NSString bridging when folding, normalising and trimming: the
/// answers must be Foundation's.
@Suite("ASCII fast paths")
struct ASCIIFastPathTests {
  private static let samples: [String] = {
    var generator = SystemRandomNumberGenerator()
    let alphabet =
      (0x09...0x0D).map { Character(Unicode.Scalar(UInt8($0))) }
      + (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
    var samples = [
      "", " ", "\t\n", "Ada", "  Ada Lovelace \r\n", "O'BRIEN-smith", "a\u{0B}b\u{0C}",
    ]
    for _ in 0..<500 {
      let length = Int.random(in: 0...12, using: &generator)
      samples.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
    }
    return samples
  }()

  @Test func foldingASCIIIsFoundationsFolding() {
    for text in Self.samples {
      #expect(
        text.folded
          == text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
    }
  }

  @Test func normalisingASCIIIsFoundationsNFCAndTrimming() {
    for text in Self.samples {
      #expect(FieldRules.normalized(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
      #expect(text.precomposed == text.precomposedStringWithCanonicalMapping)
    }
  }

  @Test func phoneDigitsOfASCIIAreItsDigitCharacters() {
    for text in Self.samples + ["+1 (555) 010-0199", "０１２", "1\u{301}2"] {
      #expect(PhoneNumber.digits(of: text) == String(text.filter { $0.isASCII && $0.isNumber }))
    }
  }

  @Test func lineBreaksAreUnifiedAsFoundationReplacesThem() {
    for text in Self.samples + ["a\r\nb\rc\n", "Zoë\r"] {
      #expect(
        FieldRules.unifiedLineBreaks(text)
          == text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
            of: "\r", with: "\n"))
    }
  }

  @Test func everyScalarIsBlankAsItsPropertiesSay() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let expected =
        properties.isWhitespace || properties.isDefaultIgnorableCodePoint
        || properties.generalCategory == .format || scalar == "\u{2800}"
      if FieldRules.isBlank(String(scalar)) != expected { disagreements.append(value) }
      // After a blank, the answer is the scalar's; after a letter, never blank.
      if FieldRules.isBlank(" \(scalar)") != expected || FieldRules.isBlank("a\(scalar)") {
        disagreements.append(value)
      }
    }
    #expect(disagreements.isEmpty)
  }
}
