import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Writing a card's details")
struct DetailExportTests {
  static let apple = card3(
    "N:Lovelace;Ada;;;", "FN:Ada Lovelace", "BDAY;value=date:1815-12-10",
    "item1.ADR;type=HOME;type=pref:;;12 St James's Square;London;;SW1Y 4JH;UK",
    "item1.X-ABADR:gb", "item2.URL:https://example.com/ada", "item2.X-ABLabel:_$!<HomePage>!$_",
    "X-SOCIALPROFILE;type=twitter:https://twitter.com/ada")

  /// The lines of `card` as `version` writes it, unfolded.
  private func lines(_ card: VCard, _ version: VCardVersion) -> [String] {
    VCardWriter.write(card, version: version).replacingOccurrences(of: "\r\n ", with: "")
      .components(separatedBy: "\r\n")
  }

  @Test func unchangedDetailsAreWrittenBackAsTheyCame() throws {
    let card = try readCard(Self.apple)
    let expected = [
      "BDAY;VALUE=date:1815-12-10", "item1.X-ABADR:gb", "item2.URL:https://example.com/ada",
      "item2.X-ABLABEL:_$!<HomePage>!$_",
    ]
    #expect(Set(expected).isSubset(of: lines(card, .v3)))
    let v4 = lines(card, .v4)
    #expect(Set(expected).isSubset(of: v4))
    #expect(v4.contains("item1.ADR;TYPE=home;PREF=1:;;12 St James's Square;London;;SW1Y 4JH;UK"))
  }

  @Test func anEditedBirthdayIsWrittenInTheFormOfTheVersion() throws {
    var card = try readCard(Self.apple)
    card.form.birthday = "1816-12-10"
    #expect(lines(card, .v3).contains("BDAY:1816-12-10"))
    #expect(lines(card, .v4).contains("BDAY:18161210"))
    card.form.birthday = "--12-10"
    #expect(lines(card, .v4).contains("BDAY:--1210"))
    #expect(lines(card, .v3).contains("BDAY;X-APPLE-OMIT-YEAR=1604;VALUE=date:1604-12-10"))
    #expect(!lines(card, .v3).contains { $0.contains("1815") })
    for version in VCardVersion.allCases {
      let back = try roundTrip([card], version)
      #expect(back.first?.form.birthday == "--12-10")
    }
  }

  @Test func aRemovedAddressGoesWithItsAppleCompanionsAndTheOthersStay() throws {
    var card = try readCard(Self.apple)
    card.form.addresses = []
    let written = lines(card, .v3)
    #expect(!written.contains { $0.contains("ADR") })
    #expect(written.contains("item2.URL:https://example.com/ada"))
    #expect(written.contains("BDAY;VALUE=date:1815-12-10"))
  }

  @Test(arguments: VCardVersion.allCases)
  func newDetailsAreAddedAndReadBackTheSame(version: VCardVersion) throws {
    var card = try readCard(Self.apple)
    card.form.anniversary = "--07-08"
    card.form.nickname = "Addy"
    card.form.jobTitle = "Analyst"
    card.form.middleName = "Augusta"
    card.form.department = "Research"
    card.form.organization = "Engines"
    card.form.urls.append(labeled("blog", "https://blog.example.com"))
    card.form.addresses.append(
      PostalAddress(label: "work", street: "1 Dorset St", locality: "London"))
    card.form.chats = [labeled("skype", "ada.l"), labeled("xmpp", "ada@example.org")]
    card.form.related = [labeled("spouse", "William"), labeled("mentor", "Mary")]
    card.form.groups = ["Friends", "A, B"]
    card.form.phoneticFirstName = "Ay-da"
    let back = try #require(try roundTrip([card], version).first)
    #expect(back.form == card.form)
    #expect(try roundTrip([back], version) == [back])
  }

  @Test func anEditedAddressIsWrittenInItsPlace() throws {
    var card = try readCard(Self.apple)
    card.form.addresses[0].locality = "Marylebone"
    let written = lines(card, .v4)
    let address = try #require(written.firstIndex { $0.hasPrefix("ADR") })
    #expect(written[address] == "ADR;TYPE=home:;;12 St James's Square;Marylebone;;SW1Y 4JH;UK")
    #expect(written[address + 1] == "item2.URL:https://example.com/ada")
    #expect(!written.contains("item1.X-ABADR:gb"))
  }
}
