import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Labels and parameters")
struct LabelAndParameterTests {
  @Test func anXABLabelWinsOverTypesWhichStayInTheDetails() throws {
    let card = try readCard(
      card3("FN:A B", "item1.TEL;TYPE=home;TYPE=voice:+1 555 0100", "item1.X-ABLabel:Cottage"))
    #expect(card.form.phones == [labeled("Cottage", "+1 555 0100")])
    #expect(
      card.detail("TEL")?.parameters == [
        VCardParameter("TYPE", "home"), VCardParameter("TYPE", "voice"),
      ])
    #expect(
      VCardWriter.write(card).contains(
        "\r\nitem1.TEL;TYPE=home;TYPE=voice:+1 555 0100\r\nitem1.X-ABLABEL:Cottage\r\n"))
  }

  @Test func aGroupSharedWithAKeptPropertyStaysWithThePhone() throws {
    let card = try readCard(
      card3(
        "N:B;A;;;", "FN:A B", "item1.TEL:+1 555 0100", "item1.X-ABLabel:Lab",
        "item1.X-ABSHOWAS:yes",
        "item2.TEL:+1 555 0101", "item2.X-ABLabel:Lab"))
    #expect(card.fieldDetails == [VCardProperty(group: "item1", name: "TEL", value: "+1 555 0100")])
    let text = VCardWriter.write(card)
    #expect(
      text.contains(
        "\r\nitem1.TEL:+1 555 0100\r\nitem1.X-ABLABEL:Lab\r\nitem2.TEL:+1 555 0101\r\nitem2.X-ABLABEL:Lab\r\n"
      ))
    #expect(try roundTrip([card], .v4) == [card])
  }

  @Test func aPlainTelURIIsReadAsANumberAndWrittenAsText() throws {
    let card = try readCard(
      card3("N:B;A;;;", "FN:A B", "TEL;VALUE=uri;TYPE=cell:tel:+1-555-0100"))
    #expect(card.form.phones == [labeled("mobile", "+1-555-0100")])
    #expect(card.fieldDetails.isEmpty)
    #expect(VCardWriter.write(card).contains("\r\nTEL;TYPE=cell:+1-555-0100\r\n"))
  }

  @Test func anFNDetailIsUsedOnlyWhileTheNamesItWasReadWithAreUnchanged() throws {
    var card = try readCard(card3("N:Lovelace;Ada;;;", "FN:Lady Lovelace"))
    #expect(VCardWriter.write(card).contains("\r\nFN:Lady Lovelace\r\nN:Lovelace;Ada;;;\r\n"))
    card.form.lastName = "King"
    #expect(VCardWriter.write(card).contains("\r\nFN:Ada King\r\nN:King;Ada;;;\r\n"))
  }

  @Test func aLaterPreferenceHasNoVersion3FormAndIsWrittenAsItIs() throws {
    let card = try readCard(card3("FN:A B", "LANG;PREF=2:fr", "LANG;TYPE=pref:en"))
    #expect(
      card.keptProperties.map(\.parameters) == [
        [VCardParameter("PREF", "2")], [VCardParameter("PREF", "1")],
      ])
    #expect(
      VCardWriter.write(card, version: .v3).contains("\r\nLANG;PREF=2:fr\r\nLANG;TYPE=pref:en\r\n"))
  }

  @Test func aVersion21Base64ValueGoesOnOverUnindentedLinesUntilABlankLine() throws {
    let text = [
      "BEGIN:VCARD", "VERSION:2.1", "N:Lovelace;Ada", "PHOTO;GIF;BASE64:", "R0lGODlhAQABAIAAAP",
      "///wAAACwAAAAAAQABAAACAkQBADs=", "", "NOTE:after", "END:VCARD",
    ].joined(separator: "\r\n")
    let card = try readCard(text)
    #expect(
      card.kept("PHOTO")?.value
        == "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=")
    #expect(card.form.note == "after")
  }

  @Test func aBase64ValueWithoutFormatIsRecognisedByItsFirstBytes() throws {
    let card = try readCard(card3("FN:A B", "PHOTO;ENCODING=b:iVBORw0KGgoAAAA"))
    #expect(card.kept("PHOTO")?.value == "data:image/png;base64,iVBORw0KGgoAAAA")
  }

  @Test func aVersion3PhotoURIWithValueURIIsKeptWithoutIt() throws {
    let card = try readCard(card3("FN:A B", "PHOTO;VALUE=uri:https://example.com/a.jpg"))
    #expect(card.kept("PHOTO") == VCardProperty(name: "PHOTO", value: "https://example.com/a.jpg"))
  }

  @Test func keptPropertiesSurviveJSONAsAStoreWouldKeepThem() throws {
    let card = try #require(try Fixture.cards("rfc6350-examples").first)
    let json = try JSONEncoder().encode(card.keptProperties + card.fieldDetails)
    #expect(
      try JSONDecoder().decode([VCardProperty].self, from: json) == card.keptProperties
        + card.fieldDetails)
  }
}
