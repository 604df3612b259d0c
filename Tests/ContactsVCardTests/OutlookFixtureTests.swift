import ContactsDomain
import ContactsVCard
import Testing

@Suite("Outlook export (vCard 2.1)")
struct OutlookFixtureTests {
  let babbage: VCard
  let muller: VCard

  init() throws {
    let cards = try Fixture.cards("outlook")
    try #require(cards.count == 2)
    babbage = cards[0]
    muller = cards[1]
  }

  @Test func bareTypeParametersBecomeLabels() {
    #expect(
      babbage.form.phones == [
        labeled("work", "(020) 7946 0100"), labeled("home", "(020) 7946 0101"),
        labeled("mobile", "07700 900100"), labeled("work fax", "(020) 7946 0102"),
      ])
    #expect(babbage.form.emails == [labeled("", "charles@example.com")])
  }

  @Test func bareTypesNotUsedForTheLabelStayInTheDetailsAsTypeParameters() {
    let phones = babbage.fieldDetails.filter { $0.name == "TEL" }
    #expect(
      phones.map(\.parameters) == Array(repeating: [VCardParameter("TYPE", "voice")], count: 3))
    #expect(
      babbage.detail("EMAIL")?.parameters == [
        VCardParameter("PREF", "1"), VCardParameter("TYPE", "internet"),
      ])
  }

  @Test func nWithTwoComponentsAndALanguageIsKeptPaddedToFive() {
    #expect(babbage.form.firstName == "Charles")
    #expect(
      babbage.detail("N")
        == VCardProperty(
          name: "N", parameters: [VCardParameter("LANGUAGE", "en-us")], value: "Babbage;Charles;;;")
    )
  }

  @Test func aQuotedPrintableNoteWithASoftLineBreakIsDecoded() {
    #expect(
      babbage.form.note
        == "Met at the Royal Society.\nInterested in the Analytical Engine, “the big one”.")
    #expect(
      babbage.form.organization == "Difference Engines Ltd"
        && babbage.form.department == "Engineering")
  }

  @Test func keptPropertiesAreMappedToVersion4Parameters() throws {
    #expect(
      babbage.kept("ADR")
        == VCardProperty(
          name: "ADR", parameters: [VCardParameter("TYPE", "work"), VCardParameter("PREF", "1")],
          value: ";;1 Dorset Street;London;;W1U 4EG;United Kingdom"))
    #expect(babbage.kept("LABEL")?.value == "1 Dorset Street\\nLondon W1U 4EG\\nUnited Kingdom")
    #expect(babbage.kept("URL")?.value == "http://www.example.com/babbage?a=1,b=2")
  }

  @Test func aBase64PhotoEndsAtTheBlankLineAndBecomesADataURI() throws {
    let photo = try #require(babbage.kept("PHOTO"))
    #expect(photo.parameters.isEmpty)
    #expect(photo.value.hasPrefix("data:image/jpeg;base64,/9j/4AAQ"))
    #expect(photo.value.hasSuffix("AKp//2Q=="))
    #expect(babbage.kept("X-MS-OL-DEFAULT-POSTAL-ADDRESS")?.value == "2")
    #expect(babbage.revision == "20240301T102030Z")
  }

  @Test func latin1ValuesAreDecodedWithOrWithoutQuotedPrintable() {
    #expect(muller.form.firstName == "Jürgen")
    #expect(muller.form.lastName == "Müller")
    #expect(muller.fieldDetails.filter { $0.name == "N" || $0.name == "FN" }.isEmpty)
  }
}
