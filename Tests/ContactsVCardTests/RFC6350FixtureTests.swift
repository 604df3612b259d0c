import ContactsDomain
import ContactsVCard
import Testing

@Suite("RFC 6350 examples (vCard 4.0)")
struct RFC6350FixtureTests {
  @Test func theSection8CardIsReadWithEveryPropertyKept() throws {
    let simon = try #require(try Fixture.cards("rfc6350-section8").first)
    #expect(simon.form.firstName == "Simon")
    #expect(simon.form.lastName == "Perreault")
    #expect(simon.detail("N")?.value == "Perreault;Simon;;;ing. jr,M.Sc.")
    #expect(simon.form.organization == "Viagenie")
    #expect(simon.detail("ORG")?.parameters == [VCardParameter("TYPE", "work")])
    #expect(
      simon.keptProperties.map(\.name) == [
        "BDAY", "ANNIVERSARY", "GENDER", "LANG", "LANG", "ADR", "GEO", "KEY", "TZ", "URL",
      ])
    #expect(simon.kept("ADR")?.value == ";Suite D2-630;2875 Laurier;Quebec;QC;G1V 2M2;Canada")
    #expect(simon.kept("KEY")?.value == "http://www.viagenie.ca/simon.perreault/simon.asc")
  }

  @Test func telURIsAreReadAsNumbersAndAnExtensionIsKeptInTheDetails() throws {
    let simon = try #require(try Fixture.cards("rfc6350-section8").first)
    #expect(
      simon.form.phones == [
        labeled("work", "+1-418-656-9254"), labeled("work mobile", "+1-418-262-6501"),
      ])
    #expect(
      simon.fieldDetails.filter { $0.name == "TEL" } == [
        VCardProperty(
          name: "TEL",
          parameters: [
            VCardParameter("VALUE", "uri"), VCardParameter("TYPE", "voice"),
            VCardParameter("PREF", "1"),
          ],
          value: "tel:+1-418-656-9254;ext=102"),
        VCardProperty(
          name: "TEL",
          parameters: [VCardParameter(name: "TYPE", values: ["voice", "video", "text"])],
          value: "+1-418-262-6501"),
      ])
  }

  @Test func theExamplesOfThePropertySectionsAreReadAndTheGroupCardIsAGroup() throws {
    let results = try Fixture.results("rfc6350-examples")
    #expect(results.count == 5)
    let john = try #require(results[0].card)
    #expect(john.form.firstName == "John")
    #expect(john.detail("FN")?.value == "Mr. John Q. Public\\, Esq.")
    #expect(john.form.organization == "ABC, Inc.")
    #expect(john.form.department == "North American Division, Marketing")
    #expect(john.form.note == "This fax number is operational 0800 to 1715 EST, Mon-Fri.")
    #expect(john.uid == "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
    #expect(john.revision == "19951031T222710Z")
    #expect(john.kept("ADR")?.values(of: "GEO") == ["geo:12.3457,78.910"])
    #expect(
      john.kept("ADR")?.values(of: "LABEL")
        == [
          "Mr. John Q. Public, Esq.\\nMail Drop: TNE QB\\n123 Main Street\\nAny Town, CA  91921-1234\\nU.S.A."
        ])
    guard case .group(let family, let line) = results[2] else {
      Issue.record("the group card was not read as a group: \(results[2])")
      return
    }
    #expect(line == 48)
    #expect(family.name == "The Doe family")
    #expect(
      family.members == [
        "urn:uuid:03a0e51f-d1aa-4385-8a53-e29025acd8af",
        "urn:uuid:b8767877-b4a1-4c70-9acc-505d3819e519",
      ])
  }

  @Test func pidParametersStayWithTheirEmailsAndPhones() throws {
    let doe = try #require(try Fixture.results("rfc6350-examples")[1].card)
    #expect(doe.form.firstName == "J.")
    #expect(
      doe.form.emails.map(\.value) == ["jdoe@example.com", "boss@example.com", "ceo@example.com"])
    #expect(doe.form.phones.map(\.value) == ["+1-555-555-5555", "+1-666-666-6666"])
    #expect(
      doe.fieldDetails.filter { $0.name == "TEL" }.map { $0.values(of: "PID") } == [
        ["1.1"], ["2.1", "2.2"],
      ])
    #expect(doe.keptProperties.map(\.name) == ["CLIENTPIDMAP", "CLIENTPIDMAP"])
  }

  @Test func cardsWithOnlyFNGetTheirNamesFromItAndADataURIPhotoIsKept() throws {
    let results = try Fixture.results("rfc6350-examples")
    let jane = try #require(results[4].card)
    #expect((jane.form.firstName, jane.form.lastName) == ("Jane", "Doe"))
    // FN is kept to say the card had no N: an export invents none (see NameExportTests).
    #expect(jane.fieldDetails == [VCardProperty(name: "FN", value: "Jane Doe")])
    #expect(jane.kept("PHOTO")?.value.hasSuffix("cm1hdGlvbiBTeXN0ZW1z") == true)
    #expect(
      jane.kept("SOURCE")?.value == "ldap://ldap.example.com/cn=Babs%20Jensen,%20o=Babsco,%20c=US")
  }
}
