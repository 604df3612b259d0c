import ContactsDomain
import ContactsVCard
import Foundation
import Testing

/// What a card came with that would make its export an invalid vCard, written so that readers
/// (vobject among them, see `VObjectTests`) read it back, with nothing lost.
@Suite("Export writes valid vCards whatever the card came with")
struct ExportValidityTests {
  @Test func aPhotoThatIsNotBase64IsWrittenIn30AsTheURIItWasRead() throws {
    let card = try readCard(card3("FN:A B", "PHOTO;ENCODING=b;TYPE=PNG:\u{89}PNG raw bytes"))
    let text = VCardWriter.write(card, version: .v3)
    #expect(!text.contains("ENCODING=b"))
    #expect(try roundTrip([card], .v3) == [card])
    let valid = try readCard(card3("FN:A B", "PHOTO;ENCODING=b;TYPE=GIF:R0lGODlhAQABAAAAACw="))
    #expect(
      VCardWriter.write(valid, version: .v3).contains(
        "\r\nPHOTO;ENCODING=b;TYPE=GIF:R0lGODlhAQABAAAAACw=\r\n"))
  }

  @Test func aSecondNIsKeptAsXNForACardHoldsOne() throws {
    let card = try readCard(card3("N:Public;John;;;", "FN:John Public", "N:Stevenson;John;;;"))
    for version in VCardVersion.allCases {
      let text = VCardWriter.write(card, version: version)
      #expect(text.components(separatedBy: "\r\nN:").count == 2)
      #expect(text.contains("\r\nX-N:Stevenson;John;;;\r\n"))
    }
  }

  @Test func aBareCommaInAnOrganizationIsEscapedAndReadBackTheSame() throws {
    let card = try readCard(card3("FN:Ximian", "ORG:Ximian, Inc.;Boston, MA", "ORG:A, B"))
    let text = VCardWriter.write(card, version: .v4)
    #expect(text.contains("\r\nORG:Ximian\\, Inc.;Boston\\, MA\r\n"))
    #expect(text.contains("\r\nORG:A\\, B\r\n"))
    let again = try #require(try roundTrip([card], .v4).first)
    #expect(again.form.organization == card.form.organization)
  }
}
