import ContactsDomain
import Foundation
import Testing

@Suite("A list position as text for a URL or a command line")
struct CursorTests {
  /// The cursor as Foundation spells it: base64url without padding.
  static func spelt(_ position: ContactPosition) -> String {
    Data((position.sortKey.rawValue + "\u{0}" + String(position.id)).utf8).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  @Test func everyCursorIsBase64URLWithoutPaddingAndReadsBackAsItsPosition() {
    var generator = SystemRandomNumberGenerator()
    // Keys whose bytes give every base64 digit, `+` and `/` among them, and every padding.
    let pieces = ["a", "ÿ", "?", ">", "~", "Ω", "é", "\u{1}", "佐藤", "😀", " ", "zz"]
    for _ in 0..<2000 {
      let key = (0..<Int.random(in: 0...9, using: &generator))
        .map { _ in pieces.randomElement(using: &generator)! }.joined()
      let position = ContactPosition(
        sortKey: ContactSortKey(rawValue: key), id: .random(in: 1...Int64.max, using: &generator))
      #expect(position.cursor == Self.spelt(position))
      #expect(ContactPosition(cursor: position.cursor) == position)
    }
    #expect(
      ContactPosition(cursor: "YW5nZWwgZGlhegHDgW5nZWwgRMOtYXoANQ")
        == ContactPosition(sortKey: ContactSortKey(rawValue: "angel diaz\u{1}Ángel Díaz"), id: 5))
    for refused in ["not a cursor", "", "YW5nZWwg+", "-_-_", "YW5nZWwgZGlhegHDgW5nZWwgRMOtYXoAN"] {
      #expect(ContactPosition(cursor: refused) == nil, "\(refused)")
    }
  }
}
