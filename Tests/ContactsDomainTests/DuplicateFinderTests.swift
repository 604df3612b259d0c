import ContactsDomain
import ContactsPresentation
import Testing

@Suite("Duplicates found in three lanes, each with its reason")
struct DuplicateFinderTests {
  private func person(
    _ id: Contact.ID, _ first: String, _ last: String, phones: [(String, String)] = [],
    emails: [String] = []
  ) -> Contact {
    Contact(
      id: id, firstName: first, lastName: last,
      phones: phones.map { LabeledValue(label: $0.0, value: $0.1) },
      emails: emails.map { LabeledValue(label: "home", value: $0) })
  }

  private func rows(
    _ contacts: [Contact], lane: String? = nil, region: String? = nil
  ) throws -> [DuplicateRow] {
    let request = try DuplicatesRequest(lane: lane, region: region, localeRegion: nil)
    return DuplicatesScreen(request, contacts: contacts).rows
  }

  @Test func aSharedPhoneInTwoFormsIsLikelyAndSaysWhy() throws {
    let contacts = [
      person(1, "Bob", "Smith", phones: [("mobile", "020 7946 0018")]),
      person(2, "Robert", "Smith", phones: [("mobile", "+44 20 7946 0018")]),
    ]
    let found = try rows(contacts, region: "gb")
    #expect(found.map(\.lane) == [.likely])
    #expect(found.first?.reason == "same mobile +44 20 7946 0018; names Bob Smith / Robert Smith")
  }

  @Test func withoutARegionANationalNumberIsNotAnInternationalOne() throws {
    let contacts = [
      person(1, "Bob", "Smith", phones: [("mobile", "020 7946 0018")]),
      person(2, "Bob", "Smith", phones: [("mobile", "+44 20 7946 0018")]),
    ]
    #expect(try rows(contacts, lane: "likely").isEmpty)
    #expect(PhoneRegion.e164Digits("(555) 010-2030", in: PhoneRegion("US")) == "15550102030")
    #expect(PhoneRegion.e164Digits("0049 30 1234567", in: nil) == "49301234567")
    #expect(PhoneRegion.e164Digits("030 1234567", in: PhoneRegion("DE")) == "49301234567")
  }

  @Test func anEmailIsComparedWithoutCase() throws {
    let contacts = [
      person(1, "Ada", "Lovelace", emails: ["Ada@Example.org"]),
      person(2, "", "Lovelace", emails: [" ada@example.org"]),
    ]
    let found = try rows(contacts)
    #expect(found.map(\.lane) == [.likely])
    #expect(found.first?.reason == "same email Ada@Example.org; names Ada Lovelace / Lovelace")
  }

  @Test func contradictingNamesAreNotLikelyEvenWithASharedNumber() throws {
    let contacts = [
      person(1, "Ada", "Lovelace", phones: [("work", "+1 555 010 2030")]),
      person(2, "Charles", "Babbage", phones: [("work", "+1 (555) 010-2030")]),
    ]
    #expect(try rows(contacts).isEmpty)
  }

  @Test func theSameCardOnceCanonicalisedIsIdentical() throws {
    let contacts = [
      person(
        1, "  Zoë ", "Smith", phones: [("home", "+1 555 010 2030"), ("work", "+1 555 010 9999")],
        emails: ["a@b.org", "c@d.org"]),
      person(
        2, "zoe", "SMITH", phones: [("work", "+1 555-010-9999"), ("home", "+15550102030")],
        emails: ["C@D.org", "a@b.org"]),
    ]
    let found = try rows(contacts)
    #expect(found.map(\.lane) == [.identical])
    #expect(found.first?.reason == "identical cards; names Zoë Smith / zoe SMITH")
    #expect(try rows(contacts, lane: "likely").map(\.lane) == [.likely])
  }

  @Test func possibleIsNamesAloneAndOnlyWhenAsked() throws {
    let contacts = [
      person(1, "Bill", "Gates"), person(2, "Gates", "William"), person(3, "José", "Núñez"),
      person(4, "jose", "nunez", emails: ["jn@example.org"]), person(5, "Katherine", "Hepburn"),
      person(6, "Kate", "hepburn"),
    ]
    #expect(try rows(contacts).isEmpty)
    let found = try rows(contacts, lane: "possible")
    #expect(found.map { [$0.firstID, $0.secondID] } == [[1, 2], [3, 4], [5, 6]])
    #expect(found.map(\.lane) == [.possible, .possible, .possible])
    #expect(found.first?.reason == "names Bill Gates / Gates William")
  }

  @Test func aSharedSurnameAloneIsNeverProposed() throws {
    let contacts = [
      person(1, "Ada", "Smith"), person(2, "Bob", "Smith"), person(3, "", "Smith"),
    ]
    for lane in ["identical", "likely", "possible"] {
      #expect(try rows(contacts, lane: lane).isEmpty)
    }
  }

  @Test func badLanesAndRegionsAreRefusedWithASentence() throws {
    let refusal = #expect(throws: DuplicatesRefusal.self) {
      try DuplicatesRequest(lane: "sure", region: nil, localeRegion: nil)
    }
    #expect(refusal?.message == "“sure” is not a lane: give one of identical, likely, possible.")
    #expect(throws: DuplicatesRefusal.self) {
      try DuplicatesRequest(lane: nil, region: "XX", localeRegion: nil)
    }
    #expect(try DuplicatesRequest(lane: nil, region: nil, localeRegion: "ZZ").region == nil)
  }
}
