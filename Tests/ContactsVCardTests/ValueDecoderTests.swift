import ContactsTestSupport
import Testing

@testable import ContactsVCard

/// `ValueDecoder` tells valid UTF-8 by decoding and comparing bytes when they are contiguous: its
/// answers must be those of validating them (`String(validating:)`, what a collection that is not
/// contiguous still takes), invalid bytes read as Windows-1252.
@Suite("Values decoded as UTF-8")
struct ValueDecoderTests {
  @Test func contiguousBytesDecodeAsValidatedOnes() {
    // Bytes of every kind: ASCII, lead and continuation bytes, bytes never valid, and pieces
    // of valid sequences that may be cut or joined wrongly.
    let pieces: [[UInt8]] = [
      [0x41], [0x20], [0x3B], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xC3],
      [0xE2, 0x82], [0x80], [0xBF], [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80],
      [0x9F], [0x81],
    ]
    var generator = SystemRandomNumberGenerator()
    var invalid = 0
    for _ in 0..<20_000 {
      let bytes = RandomPieces.pick(pieces, count: 0...6, using: &generator).flatMap { $0 }
      let expected = ValueDecoder.text(bytes.lazy.map { $0 }, charset: nil)
      #expect(ValueDecoder.text(bytes[...], charset: nil) == expected, "\(bytes)")
      #expect(ValueDecoder.text(bytes, charset: "UTF-8") == expected, "\(bytes)")
      if String(validating: bytes, as: UTF8.self) == nil { invalid += 1 }
    }
    #expect(invalid > 5000)
    #expect(ValueDecoder.text([0x5A, 0x6F, 0xC3, 0xAB][...], charset: nil) == "Zoë")
    #expect(ValueDecoder.text([0x5A, 0x6F, 0xEB][...], charset: nil) == "Zoë")
    #expect(ValueDecoder.text([0x80, 0x41][...], charset: nil) == "€A")
  }
}
