import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Lenient reading, strict reporting")
struct LenientReadingTests {
  @Test func anUnreadableLineIsSkippedAndReportedAndTheCardIsRead() throws {
    let results = try read(card3("# a comment", "FN", "FN:Ada Lovelace"))
    #expect(
      results.compactMap(\.lineSkipReason).map(\.message) == [
        "test.vcf, line 3: line skipped: a line with no colon",
        "test.vcf, line 4: line skipped: a line with no colon",
      ])
    #expect(results.compactMap(\.card).map(\.form.lastName) == ["Lovelace"])
    #expect(throws: VCardError.self) {
      try VCardReader.read(
        Data(card3("# a comment", "FN:Ada Lovelace").utf8), fileName: "test.vcf", strict: true)
    }
  }

  @Test func iOSLineEndsALoneCRAndASonyEricssonEndAreRead() throws {
    let ios = try readCard(
      "BEGIN:VCARD\r\r\nVERSION:3.0\r\r\nFN:Ada Love\r\r\n lace\r\r\nNOTE:one\rtwo\r\r\nEND:VCARD.\r\r\n"
    )
    #expect(ios.form.lastName == "Lovelace")
    #expect(ios.form.note == "one\ntwo")
  }

  @Test func utf16WithoutAByteOrderMarkAndUTF32AreRead() throws {
    let text = card3("FN:Ángel Díaz")
    for encoding in [String.Encoding.utf16BigEndian, .utf16LittleEndian, .utf32LittleEndian] {
      let data = try #require(text.data(using: encoding))
      let card = try #require(try VCardReader.read(data, fileName: "x.vcf").first?.card)
      #expect(card.form.lastName == "Díaz")
    }
  }

  @Test func anUnknownCharsetIsReadAsUTF8AndReported() throws {
    let results = try read(card3("FN;CHARSET=KLINGON:Ada Lovelace"))
    #expect(results.compactMap(\.lineSkipReason).first?.reason.contains("KLINGON") == true)
    #expect(results.compactMap(\.card).first?.form.lastName == "Lovelace")
  }

  @Test func aNestedAgentCardIsKeptAsAProperty() throws {
    let text =
      "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Doe;John\r\nAGENT:\r\nBEGIN:VCARD\r\nVERSION:2.1\r\n"
      + "N:Friday;Fred\r\nEND:VCARD\r\nEND:VCARD\r\n"
    let card = try readCard(text)
    #expect(card.kept("AGENT")?.value.contains("Friday") == true)
  }

  @Test func longOrganizationsAndNotesAreKeptNotTheCardDropped() throws {
    let card = try readCard(
      card3(
        "FN:Ada Lovelace", "ORG:\(String(repeating: "o", count: 201))",
        "NOTE:\(String(repeating: "n", count: 10_001))"))
    #expect(card.form.organization.isEmpty)
    #expect(card.kept("ORG") != nil)
    #expect(card.kept("NOTE") != nil)
  }

  @Test func aCompanyCardIsWrittenBackAsItCame() throws {
    let card = try readCard(card3("FN:Acme Inc.", "ORG:Acme Inc.", "EMAIL:info@acme.example"))
    #expect(card.form.firstName.isEmpty && card.form.lastName.isEmpty)
    let v4 = VCardWriter.write(card, version: .v4)
    #expect(!v4.contains("\r\nN:"))
    #expect(v4.contains("FN:Acme Inc.\r\n"))
    #expect(!v4.contains("TYPE"))
    // vCard 3.0 requires N: an empty one.
    #expect(VCardWriter.write(card, version: .v3).contains("\r\nN:;;;;\r\n"))
  }

  @Test func exportWritesOnlyValidVCardDroppingProfileAndMendingNames() throws {
    let card = try readCard(
      card3("PROFILE:VCard", "FN:Ada Lovelace", "X-MESSAGING/GADU-ALL:12345"))
    let text = VCardWriter.write(card, version: .v4)
    #expect(!text.contains("PROFILE"))
    #expect(text.contains("\r\nX-MESSAGING-GADU-ALL:12345\r\n"))
  }

  @Test func aQuoteEscapedByA30ExporterIsReadAsAQuote() throws {
    let card = try readCard(card3("FN:Ada Lovelace", #"NOTE:she said \"hello\""#))
    #expect(card.form.note == #"she said "hello""#)
  }
}
