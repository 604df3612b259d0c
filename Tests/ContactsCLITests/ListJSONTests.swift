import ContactsDomain
import ContactsPresentation
import Testing

@testable import ContactsCLI

/// `list --json` writes its array by hand; it must print what `JSONEncoder` printed of the
/// same `ContactJSON`s, byte for byte.
@Suite("list --json written by hand")
struct ListJSONTests {
  private static let awkward = [
    "", "Ada", "Q\"uo\\te/slash", "ctl\u{01}\u{1F}\t\n\r\u{08}\u{0C}end", "🙂 non-BMP 𝄞",
    "sep\u{2028}\u{2029}", "\u{7F}\u{85}\u{202E}rtl", "Ängel 日本語",
  ]

  private static func card(_ index: Int, _ text: String) -> ContactCard {
    var details = ContactDetails()
    if index.isMultiple(of: 2) {
      details.nickname = text
      details.birthday = PartialDate("--12-10")
      details.addresses = [PostalAddress(label: "home", street: text, country: "UK")]
      details.urls = [LabeledValue(label: text, value: "https://x.example/\(text)")]
      details.groups = [text]
    }
    let rows = index.isMultiple(of: 3) ? [] : [LabeledValue(label: text, value: "+1 555 \(text)")]
    return ContactCard(
      Contact(
        id: Int64(index + 1), firstName: text, lastName: "L\(text)", phones: rows,
        emails: rows + rows, organization: text, note: text, details: details))
  }

  @Test func awkwardTextIsPrintedAsJSONEncoderPrintsIt() throws {
    let cards = Self.awkward.enumerated().map { Self.card($0.offset, $0.element) }
    #expect(ContactJSON.list(cards) == (try ContactJSON.encode(cards.map(ContactJSON.init))))
    #expect(ContactJSON.list([cards[1]]) == (try ContactJSON.encode([ContactJSON(cards[1])])))
  }
}
