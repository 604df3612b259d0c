import ContactsDomain
import Foundation
import Testing

@testable import ContactsVCard

/// The hand-written extras JSON must be JSONEncoder's, byte for byte: stored extras are compared
/// with a new import's, and a card without UID gets one derived from them.
@Suite("Extras JSON")
struct ExtrasJSONTests {
  private func foundation(_ extras: VCardExtras) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(extras), as: UTF8.self)
  }

  private func extras(_ text: String, group: String?, revision: String?) -> VCardExtras {
    let property = VCardProperty(
      group: group, name: "X-\(text.count)",
      parameters: [VCardParameter(name: "TYPE", values: [text, "b/c"]), VCardParameter("P", "")],
      value: text)
    let card = VCard(
      revision: revision, form: ContactForm(),
      fieldDetails: [VCardProperty(name: "TEL", value: "/\(text)/")],
      keptProperties: [property, property])
    return VCardExtras(card)
  }

  @Test func everyASCIICharacterAndSomeOthersAreEncodedAsJSONEncoderDoes() throws {
    var texts = (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }
    texts += ["", "Ängel", "日本語", "\u{2028}\u{2029}", "a\"b\\c", "🙂", "\u{7F}\u{85}\u{FEFF}"]
    for text in texts {
      for (group, revision) in [(nil, nil), ("item1", "2024-01-01T00:00:00Z"), (text, text)] {
        let value = extras(text, group: group, revision: revision)
        let json = try foundation(value)
        #expect(ExtrasJSON.encode(value) == json, "\(text.unicodeScalars.map(\.value))")
        #expect(ExtrasJSONParser.parse(json) == value)
      }
    }
  }

  @Test func jsonInAnotherShapeIsLeftToJSONDecoder() {
    #expect(ExtrasJSONParser.parse(#"{"keptProperties":[],"fieldDetails":[]}"#) == nil)
    #expect(ExtrasJSONParser.parse(#"{"fieldDetails":[],"keptProperties":[]} "#) == nil)
    #expect(
      VCardExtras(decoding: #"{"keptProperties":[],"fieldDetails":[],"revision":"r"}"#).revision
        == "r")
  }
}
