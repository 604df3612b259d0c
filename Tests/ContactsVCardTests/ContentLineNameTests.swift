import ContactsTestSupport
import Testing

@testable import ContactsVCard

/// `ContentLine` finds a property's group on the bytes when its name is ASCII: the answers must
/// be those of looking for the last `.` character, as it did on all text before.
@Suite("A content line's group and name")
struct ContentLineNameTests {
  private static func byCharacters(_ fullName: String) -> (String?, String) {
    guard let dot = fullName.lastIndex(of: ".") else { return (nil, fullName.uppercased()) }
    return (String(fullName[..<dot]), String(fullName[fullName.index(after: dot)...]).uppercased())
  }

  @Test func groupAndNameAreThoseOfTheLastDotCharacter() throws {
    let pieces = [
      "item1", "tel", "EMAIL", ".", "..", "x-ablabel", "a-b", "é", "e\u{301}", "\u{301}",
    ]
    var generator = SystemRandomNumberGenerator()
    var grouped = 0
    for _ in 0..<3000 {
      let fullName = RandomPieces.pick(pieces, count: 1...4, using: &generator).joined()
      let (group, name) = Self.byCharacters(fullName)
      guard !name.isEmpty else { continue }
      let line = try ContentLine(
        LogicalLine(bytes: Array((fullName + ";TYPE=cell:x").utf8), number: 1))
      #expect(line.group == group, "\(fullName)")
      #expect(line.name == name, "\(fullName)")
      if group != nil { grouped += 1 }
    }
    #expect(grouped > 500)
    let plain = try ContentLine(LogicalLine(bytes: Array("item2.Email:a@b.c".utf8), number: 3))
    #expect(plain.group == "item2" && plain.name == "EMAIL")
  }
}
