import ContactsDomain
import ContactsVCard
import Foundation
import Testing

/// Real exporters' files: the model holds the details each file says, and they survive export
/// and import in both versions (the round trips of `FixtureRoundTripTests` compare them too).
@Suite("Details of real exporters' files")
struct FixtureDetailTests {
  private func form(_ fixture: String, _ index: Int) throws -> ContactForm {
    try #require(try Fixture.cards(fixture).dropFirst(index).first).form
  }

  @Test func appleContactsGivesNamesPartsJobAddressWebSiteAndBirthday() throws {
    let ada = try form("apple-contacts", 0)
    #expect((ada.namePrefix, ada.middleName) == ("Countess", "Augusta"))
    #expect(
      (ada.jobTitle, ada.department, ada.birthday) == ("Mathematician", "Research", "1815-12-10"))
    #expect(ada.addresses.map(\.label) == ["home"] && ada.addresses.map(\.locality) == ["London"])
    #expect(ada.urls == [LabeledValue(label: "home page", value: "https://example.com/ada")])
  }

  @Test func googleContactsGivesNicknameGroupsAddressAndWebSite() throws {
    let grace = try form("google-contacts", 0)
    #expect((grace.namePrefix, grace.middleName) == ("Rear Admiral", "Brewster Murray"))
    #expect((grace.nickname, grace.birthday) == ("Amazing Grace", "1906-12-09"))
    #expect(grace.groups == ["Pioneers"])
    #expect(grace.addresses.map(\.region) == ["VA"])
    #expect(
      grace.urls == [LabeledValue(label: "profile", value: "http://www.google.com/profiles/123")])
  }

  @Test func outlookAndAndroidGiveAddressesWebSitesAndBirthdays() throws {
    let babbage = try Fixture.cards("outlook").first { $0.form.lastName == "Babbage" }
    #expect(babbage?.form.addresses.map(\.street) == ["1 Dorset Street"])
    #expect(babbage?.form.urls.map(\.value) == ["http://www.example.com/babbage?a=1,b=2"])
    let android = try Fixture.cards("android")
    #expect(android.contains { $0.form.birthday == "1990-01-15" })
    #expect(
      android.flatMap(\.form.addresses).map(\.street) == ["Parsonage, Church Street"])
  }

  @Test func theRFCsExamplesGiveYearlessDatesRelatedPeopleAndChats() throws {
    let cards = try Fixture.cards("rfc6350-examples") + Fixture.cards("rfc6350-section8")
    let forms = cards.map(\.form)
    #expect(forms.contains { $0.birthday == "--04-15" })
    #expect(forms.contains { $0.anniversary == "2009-08-08" })
    #expect(
      forms.contains { $0.chats.contains(LabeledValue(label: "xmpp", value: "alice@example.com")) })
    #expect(forms.contains { $0.related.map(\.label).contains("friend") })
  }

  @Test(arguments: FixtureRoundTripTests.fixtures, VCardVersion.allCases)
  func theDetailsSurviveExportAndImport(fixture: String, version: VCardVersion) throws {
    let cards = try Fixture.cards(fixture)
    // Gmail's long-labels file has no detail but Google's `myContacts`, which is not a group.
    #expect(
      fixture == "gmail-long-labels"
        || cards.contains {
          $0.form
            != ContactForm(
              firstName: $0.form.firstName, lastName: $0.form.lastName, phones: $0.form.phones,
              emails: $0.form.emails, organization: $0.form.organization, note: $0.form.note)
        })
    #expect(try roundTrip(cards, version).map(\.form) == cards.map(\.form))
  }

  @Test(arguments: VCardVersion.allCases)
  func everyCorpusFileKeepsItsDetailsThroughExportAndImport(version: VCardVersion) throws {
    var withDetails = 0
    for path in CorpusTests.paths {
      let data = try Data(contentsOf: CorpusTests.directory.appendingPathComponent(path))
      let cards = try VCardReader.read(data, fileName: path).compactMap(\.card)
      withDetails +=
        try cards.filter { !(try ContactDraft($0.form, origin: .imported).details.isEmpty) }.count
      let back = try roundTrip(cards, version)
      // Compared as the app stores them: an empty phone row is none.
      #expect(
        try back.map { try $0.normalized.form } == cards.map { try $0.normalized.form }, "\(path)")
      #expect(
        VCardWriter.write(back, version: version) == VCardWriter.write(cards, version: version),
        "\(path)")
    }
    #expect(withDetails > 100)
  }
}
