import ContactsDomain
import Foundation
import PostgresNIO
import Testing

@testable import ContactsPostgres

/// The PostgreSQL store writes each card's JSON and each COPY row by hand: the card's JSON must
/// be `JSONEncoder`'s with sorted keys, byte for byte, and read back as the same card; a COPY
/// field must carry every byte, with COPY's four escapes.
@Suite("PostgreSQL cards' JSON and COPY rows written by hand")
struct PostgresCardJSONTests {
  /// Text a JSON or COPY writer trips on: quotes, backslashes, slashes, tabs and line breaks,
  /// controls, non-ASCII and a non-BMP emoji.
  static let awkward =
    (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) } + [
      "", "Ängel", "日本語", "a\"b\\c/d", "https://example.com/x", "🙂👩‍👩‍👧", "\u{2028}\u{7F}\u{85}",
      "line\nbreak\r\n\ttab\u{08}\u{0C}\\n", #"{"fieldDetails":[],"value":"a\,b"}"#,
    ]

  /// A card with every field set from `text` (the fields as a draft would hold them, not
  /// validated: the JSON does not care), with or without a file uid and a photo.
  static func card(_ text: String, full: Bool) -> PostgresCard {
    var details = ContactDetails()
    details.nickname = text + "n"
    details.birthday = PartialDate("1815-12-10")
    details.addresses = [PostalAddress(label: text, street: "1 \(text) St", country: text)]
    details.urls = [LabeledValue(label: text, value: "https://\(text)/")]
    details.groups = full ? [text, "g"] : []
    details.isCompany = full
    var card = PostgresCard(
      try! ContactDraft(ContactForm(firstName: "A"), origin: .imported), uid: "urn:uuid:\(text)",
      extras: text, fileUID: full ? "f/\(text)" : nil)
    card.firstName = text
    card.lastName = text + "/"
    card.organization = text
    card.note = text
    card.details = details
    card.phones = [
      LabeledValue(label: text, value: "+1 555 0100"), LabeledValue(label: "", value: ""),
    ]
    card.emails = full ? [LabeledValue(label: "work", value: "\(text)@example.com")] : []
    if full { card.photo = PostgresCard.Photo(digest: "d/\(text)", type: "jpeg", byteCount: 1234) }
    return card
  }

  @Test func aCardIsWrittenAsJSONEncoderWritesItAndReadsBack() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for text in Self.awkward {
      for full in [false, true] {
        let card = Self.card(text, full: full)
        let foundation = String(decoding: try encoder.encode(card), as: UTF8.self)
        #expect(card.json == foundation, "\(text.unicodeScalars.map(\.value)) full: \(full)")
        #expect(try PostgresCard(json: card.json) == card)
      }
    }
  }

  /// So that a field `PostgresCard` gains and the hand writer misses fails the test above.
  @Test func theCardsComparedSetEveryField() throws {
    let card = Self.card("a", full: true)
    let json = try JSONSerialization.jsonObject(with: Data(card.json.utf8))
    #expect(try #require(json as? [String: Any]).count == Mirror(reflecting: card).children.count)
  }

  @Test func aCopyFieldCarriesEveryByteWithCopysEscapes() {
    for text in Self.awkward + [Self.awkward.joined(), String(repeating: "a\\b\t", count: 300)] {
      var rows = PostgresCopyRows()
      rows.add(text)
      rows.add(nil as String?)
      rows.endRow()
      var expected: [UInt8] = []
      for byte in text.utf8 {
        switch byte {
        case 0x5C: expected += Array("\\\\".utf8)
        case 0x09: expected += Array("\\t".utf8)
        case 0x0A: expected += Array("\\n".utf8)
        case 0x0D: expected += Array("\\r".utf8)
        default: expected.append(byte)
        }
      }
      expected += Array("\t\\N\n".utf8)
      #expect(
        Array(rows.buffer.readableBytesView) == expected, "\(text.unicodeScalars.map(\.value))")
    }
  }
}
