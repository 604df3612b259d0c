import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Import, export, import again")
struct FixtureRoundTripTests {
  static let fixtures = [
    "apple-contacts", "google-contacts", "outlook", "android", "rfc6350-section8",
    "rfc6350-examples", "outlook-cp1251", "outlook-cp1253", "sim-names", "phone-backup",
    "gmail-long-labels",
  ]

  @Test(arguments: fixtures, VCardVersion.allCases)
  func exportingAnImportedFileAndImportingItAgainGivesTheSameCards(
    fixture: String, version: VCardVersion
  ) throws {
    let cards = try Fixture.cards(fixture)
    let again = try roundTrip(cards, version)
    #expect(again.map(\.form) == cards.map(\.form))
    // A card without a name comes back with the FN its version requires (what it is shown by)
    // in place of the blank one it had; every other card comes back whole.
    let named = { (card: VCard) in
      !(card.form.firstName + card.form.lastName + card.form.organization).isEmpty
    }
    #expect(again.filter(named) == cards.filter(named))
  }

  @Test(arguments: fixtures, VCardVersion.allCases)
  func aSecondExportIsByteForByteTheFirst(fixture: String, version: VCardVersion) throws {
    let first = VCardWriter.write(try Fixture.cards(fixture), version: version)
    let second = VCardWriter.write(
      try roundTrip(try Fixture.cards(fixture), version), version: version)
    #expect(first == second)
  }

  @Test func theSection8CardIsWrittenBackWithEverythingItHad() throws {
    let simon = try Fixture.cards("rfc6350-section8")
    let text = VCardWriter.write(simon, version: .v4)
    let lines = text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
    #expect(
      lines == [
        "BEGIN:VCARD", "VERSION:4.0", "FN:Simon Perreault", "N:Perreault;Simon;;;ing. jr,M.Sc.",
        "ORG;TYPE=work:Viagenie",
        "TEL;VALUE=uri;TYPE=work,voice;PREF=1:tel:+1-418-656-9254;ext=102",
        "TEL;TYPE=work,cell,voice,video,text:+1-418-262-6501",
        "EMAIL;TYPE=work:simon.perreault@viagenie.ca", "BDAY:--0203",
        "ANNIVERSARY:20090808T1430-0500", "GENDER:M", "LANG;PREF=1:fr", "LANG;PREF=2:en",
        "ADR;TYPE=work:;Suite D2-630;2875 Laurier;Quebec;QC;G1V 2M2;Canada",
        "GEO;TYPE=work:geo:46.772673,-71.282945",
        "KEY;TYPE=work;VALUE=uri:http://www.viagenie.ca/simon.perreault/simon.asc", "TZ:-0500",
        "URL;TYPE=home:http://nomis80.org", "END:VCARD", "",
      ])
  }

  @Test func aVersion21CardIsWrittenAsVersion3WithTypeParameters() throws {
    let babbage = try #require(try Fixture.cards("outlook").first)
    let text = VCardWriter.write(babbage, version: .v3)
    #expect(text.contains("\r\nTEL;TYPE=cell,voice:07700 900100\r\n"))
    #expect(text.contains("\r\nTEL;TYPE=work,fax:(020) 7946 0102\r\n"))
    #expect(text.contains("\r\nEMAIL;TYPE=pref;TYPE=internet:charles@example.com\r\n"))
    #expect(
      text.contains(
        "\r\nADR;TYPE=work;TYPE=pref:;;1 Dorset Street;London;;W1U 4EG;United Kingdom\r\n"))
    #expect(text.contains("\r\nPHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ"))
    #expect(!text.contains("QUOTED-PRINTABLE"))
  }
}
