import ContactsTestSupport
import Testing

@testable import ContactsVCard

/// `NameMapping` splits `N` once and pads the components rather than splitting the padded value
/// again: the names must be those of the padded value, as read before.
@Suite("Names read from N, split once")
struct NameComponentsTests {
  /// The family and given names of `value` padded to five components, split again.
  private static func namesOfPadded(_ value: String) -> (last: String, first: String) {
    let count = VCardText.split(value, on: ";").count
    let padded = count >= 5 ? value : value + String(repeating: ";", count: 5 - count)
    let components = VCardText.split(padded, on: ";")
    func joined(_ index: Int) -> String {
      guard index < components.count else { return "" }
      return VCardText.split(String(components[index]), on: ",").map { VCardText.unescaped($0) }
        .joined(separator: " ")
    }
    return (joined(0), joined(1))
  }

  @Test func namesAreThoseOfThePaddedValue() {
    // Separators, escapes, a trailing backslash, marks that join a `;` to what is before or after
    // it (U+0600 is prepended to the next character, U+0301 combines with the one before).
    let pieces = [
      "Lovelace", "Ada", ";", ",", "\\", "\\;", "\\,", "é", "美咲", "\u{600}", "\u{301}", " ", "2",
    ]
    var generator = SystemRandomNumberGenerator()
    var named = 0
    for _ in 0..<5000 {
      let value = RandomPieces.pick(pieces, count: 0...5, using: &generator).joined()
      let reading = NameMapping.read(n: VCardProperty(name: "N", value: value), fn: nil, org: "")
      let (last, first) = Self.namesOfPadded(value)
      guard !FieldText.trimmed(last).isEmpty || !FieldText.trimmed(first).isEmpty else {
        #expect(reading.firstName.isEmpty && reading.lastName.isEmpty, "\(value)")
        continue
      }
      #expect(reading.lastName == last, "\(value)")
      #expect(reading.firstName == first, "\(value)")
      named += 1
    }
    #expect(named > 2000)
  }
}
