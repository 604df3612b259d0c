import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Cards that cannot be contacts as they are")
struct SkippedCardTests {
  @Test func aCardWithNothingToShowItByIsSkippedWithAReasonAndTheOthersAreRead() throws {
    let results = try read(card3("NOTE:met at the station") + card3("FN:Ada Lovelace"))
    #expect(results.count == 2)
    #expect(
      results[0].skipReason?.message
        == "test.vcf, line 1: card skipped: nothing to show it by: no name, organization, nickname, email, phone or web site"
    )
    #expect(results[1].card?.form.lastName == "Lovelace")
  }

  @Test func aCardThatContactDraftRefusesIsSkippedWithDraftsMessage() throws {
    let longName = String(repeating: "a", count: 101)
    let results = try read(card3("N:\(longName);Ada;;;"))
    #expect(
      results[0].skipReason?.reason
        == "card skipped: “Ada \(longName)”: Last name must be at most 100 characters")
  }

  @Test func anImportedPhoneThatIsNotANumberIsKeptAsWrittenWithItsLabel() throws {
    let card = try readCard(
      card3(
        "FN:Ada Lovelace", "item1.TEL:ask the butler", "item1.X-ABLabel:Butler", "TEL:+1 555 0100"))
    #expect(
      card.form.phones == [labeled("Butler", "ask the butler"), labeled("", "+1 555 0100")])
    #expect(card.keptProperties.isEmpty)
    #expect(try roundTrip([card], .v4) == [card])
  }

  @Test func phonesPastTheFiftiethAreKeptAsProperties() throws {
    let lines = (1...51).map { "TEL:+1 555 01\(String(format: "%02d", $0))" }
    let card = try readCard(card3(["FN:Ada Lovelace"] + lines))
    #expect(card.form.phones.count == 50)
    #expect(card.keptProperties == [VCardProperty(name: "TEL", value: "+1 555 0151")])
  }
}

/// `card3` with its lines as an array.
func card3(_ lines: [String]) -> String {
  (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
}
