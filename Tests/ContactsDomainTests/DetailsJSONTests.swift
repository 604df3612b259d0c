import ContactsDomain
import Foundation
import Testing

/// The hand-written details JSON must be JSONEncoder's, byte for byte, compact (the store's
/// details column) and pretty-printed (`list --json`), and must read back what it wrote.
@Suite("Details JSON written and read by hand")
struct DetailsJSONTests {
  /// Every ASCII character, and text a terminal or a JSON reader trips on: quotes,
  /// backslashes, slashes, controls, a non-BMP emoji, U+2028, C1 and direction controls.
  static let awkward =
    (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) } + [
      "", "Ängel", "日本語", "a\"b\\c/d", "🙂👩‍👩‍👧", "\u{2028}\u{2029}", "\u{7F}\u{85}\u{FEFF}\u{202E}",
      "line\nbreak\r\n\ttab\u{08}\u{0C}",
    ]

  /// Details with every part set from `text`.
  static func details(_ text: String) -> ContactDetails {
    var details = ContactDetails()
    for (_, detail) in ContactFields.textDetails { details[keyPath: detail.path] = text + "x" }
    details.birthday = PartialDate("1815-12-10")
    details.anniversary = PartialDate("--12-10")
    details.isCompany = true
    details.addresses = [
      PostalAddress(label: text, street: "1 \(text)\nSt", locality: "x", country: text),
      PostalAddress(),
    ]
    let rows = [LabeledValue(label: text, value: "v/\(text)"), LabeledValue(label: "", value: "")]
    details.urls = rows
    details.chats = rows
    details.socialProfiles = rows
    details.related = rows
    details.groups = [text, "g"]
    return details
  }

  private func foundation(_ details: ContactDetails, pretty: Bool) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
    return String(decoding: try encoder.encode(details), as: UTF8.self)
  }

  private func written(_ details: ContactDetails, pretty: Bool) -> String {
    var json = JSONWriter(pretty: pretty)
    details.write(to: &json)
    return json.text
  }

  @Test func everyPartOfAwkwardTextIsWrittenAsJSONEncoderWritesIt() throws {
    for text in Self.awkward {
      for details in [Self.details(text), ContactDetails()] {
        for pretty in [false, true] {
          #expect(
            written(details, pretty: pretty) == (try foundation(details, pretty: pretty)),
            "\(text.unicodeScalars.map(\.value)) pretty: \(pretty)")
        }
      }
    }
  }

  /// So that a part `ContactDetails` gains and the hand writer misses fails the test above.
  @Test func theDetailsComparedSetEveryStoredPart() throws {
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.details("a")))
    let keys = try #require(json as? [String: Any]).count
    #expect(keys == Mirror(reflecting: ContactDetails()).children.count)
  }

  @Test func whatIsWrittenReadsBackAsTheSameDetails() throws {
    for text in Self.awkward {
      var scanner = JSONScanner(written(Self.details(text), pretty: false))
      #expect(ContactDetails.read(from: &scanner) == Self.details(text))
      #expect(scanner.atEnd)
    }
  }

  @Test func detailsInAnotherShapeAreNotReadByHand() {
    for text in [
      #"{"later":"x"}"#, #"{"birthday":"not a date"}"#, #"{"nickname":"\ud83d\ude42"}"#,
      #"{"addresses":[{"label":"home"}]}"#, #"{"nickname":1}"#, #"{"nickname":"x""#,
    ] {
      var scanner = JSONScanner(text)
      #expect(ContactDetails.read(from: &scanner) == nil, "\(text)")
    }
  }

  @Test func aStoredPropertyIsReadAndWrittenInPlaceAndAComputedOneHasNoPlace() throws {
    let nickname = try #require(StoredProperty(\ContactDetails.nickname))
    var details = Self.details("a")
    nickname.set("Ada", in: &details)
    #expect(details.nickname == "Ada")
    #expect(nickname.value(in: details) == "Ada")
    #expect(details.pronouns == "ax")
    #expect(StoredProperty(\ContactDetails.isEmpty) == nil)
  }
}
