import ContactsPresentation
import Testing

@testable import ContactsDomain

@Suite("Duplicates found in three lanes, each with its reason")
struct DuplicateFinderTests {
  private func person(
    _ id: Contact.ID, _ first: String, _ last: String, phones: [(String, String)] = [],
    emails: [String] = [], birthday: String? = nil
  ) -> Contact {
    var details = ContactDetails()
    details.birthday = birthday.flatMap(PartialDate.init)
    return Contact(
      id: id, firstName: first, lastName: last,
      phones: phones.map { LabeledValue(label: $0.0, value: $0.1) },
      emails: emails.map { LabeledValue(label: "home", value: $0) }, details: details)
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

  @Test func theTrunkZeroInBracketsAfterACountryCodeIsLeftOut() throws {
    #expect(PhoneRegion.e164Digits("+44 (0)20 7946 0018", in: nil) == "442079460018")
    #expect(PhoneRegion.e164Digits("0044 (0)20 7946 0018", in: nil) == "442079460018")
    let contacts = [
      person(1, "Ada", "Lovelace", phones: [("work", "+44 (0)20 7946 0018")]),
      person(2, "Ada", "Lovelace", phones: [("work", "020 7946 0018")]),
    ]
    #expect(try rows(contacts, lane: "likely", region: "GB").map(\.lane) == [.likely])
  }

  @Test func aSurnameSpeltTwoWaysIsLikelyOverAnySharedNumber() throws {
    let contacts = [
      person(1, "Catherine", "Marsh", phones: [("home", "01632 960123")]),
      person(2, "Catherine", "Mrash", phones: [("home", "01632960123")]),
      person(3, "Jürgen", "Müller", phones: [("work", "+49 30 1234567")]),
      person(4, "Jürgen", "Mueller", phones: [("work", "030 1234567")]),
    ]
    let found = try rows(contacts, lane: "likely", region: "GB")
    #expect(found.map { [$0.firstID, $0.secondID] } == [[1, 2]])
    #expect(try rows(contacts, lane: "likely", region: "DE").count == 2)
  }

  @Test func aFirstNameSpeltTwoWaysNeedsWhatOnePersonHas() throws {
    // Over a landline, a letter's difference is a household: Louis and Louise.
    let household = [
      person(1, "Louis", "Martin", phones: [("home", "01632 960123")]),
      person(2, "Louise", "Martin", phones: [("home", "01632 960123")]),
      person(3, "Francis", "Hale", phones: [("work", "020 7946 0000")]),
      person(4, "Frances", "Hale", phones: [("work", "020 7946 0000")]),
    ]
    #expect(try rows(household, lane: "likely").isEmpty)
    // Over a mobile, an email or the same birthday, it is one person's typing mistake.
    let onePerson = [
      person(1, "Jonathan", "Fletcher", phones: [("mobile", "07700 900123")]),
      person(2, "Jonathon", "Fletcher", phones: [("home", "07700900123")]),
      person(3, "Sergei", "Ivanov", emails: ["s.ivanov@example.org"]),
      person(4, "Sergey", "Ivanov", emails: ["S.Ivanov@example.org"]),
      person(5, "Geoffrey", "Barnes", phones: [("home", "01632 960999")], birthday: "1970-03-01"),
      person(6, "Geoffery", "Barnes", phones: [("home", "01632 960999")], birthday: "1970-03-01"),
      person(7, "Geoffery", "Barnes", phones: [("home", "01632 960999")], birthday: "1971-03-01"),
    ]
    let found = try rows(onePerson, lane: "likely")
    #expect(found.map { [$0.firstID, $0.secondID] } == [[1, 2], [3, 4], [5, 6], [6, 7]])
    #expect(found.last?.reason == "same home 01632 960999; names Geoffery Barnes / Geoffery Barnes")
  }

  @Test func spellingsAreOneEditOrDoubledLettersAndNeverOfShortNames() {
    let alike = [
      ("rebecca", "rebbeca"), ("phillipa", "philippa"), ("doyle", "doyel"),
      ("mueller", "muller"), ("mohammed", "mohammad"), ("simmonds", "simmons"),
      ("mc donald", "mcdonald"), ("newb ofund", "newbound"),
    ]
    for (a, b) in alike { #expect(NameSpelling.variants(a, b), "\(a) / \(b)") }
    let different = [
      ("ian", "jan"), ("hall", "hill"), ("mark", "mary"), ("daniel", "dominic"),
      ("jonathan", "jonas"), ("smith", "smithers"), ("abcdef", "badcfe"),
    ]
    for (a, b) in different { #expect(!NameSpelling.variants(a, b), "\(a) / \(b)") }
    // Short names only when the birthday is the same as well.
    #expect(NameSpelling.variants("amy", "aym", anyLength: true))
    #expect(!NameSpelling.variants("amy", "aym"))
    #expect(!NameSpelling.variants("amy", "ava", anyLength: true))
  }

  @Test func theSameBirthdayLetsShortNamesDifferByALetterButNotBeOthers() throws {
    let contacts = [
      person(1, "Amy", "Dudley", phones: [("home", "01632 960123")], birthday: "1989-07-10"),
      person(2, "Aym", "Dudlley", phones: [("home", "01632 960123")], birthday: "1989-07-10"),
      person(3, "Michael", "Nguyen", phones: [("home", "01632 960456")], birthday: "1901-10-04"),
      person(4, "Caresse", "Nguyen", phones: [("home", "01632 960456")], birthday: "1901-10-04"),
      person(5, "Ian", "Dudley", phones: [("home", "01632 960123")]),
    ]
    let found = try rows(contacts, lane: "likely")
    #expect(found.map { [$0.firstID, $0.secondID] } == [[1, 2]])
  }

  @Test func aKeySharedByTooManyIsNotPairedButReported() throws {
    let switchboard = (1...4).map { id in
      person(Contact.ID(id), "Bob", "Smith", phones: [("work", "+44 20 7946 0000")])
    }
    let finder = DuplicateFinder(region: nil, largestBlock: 3)
    let scan = finder.scan(switchboard, lanes: [.likely, .possible])
    #expect(scan.pairs.isEmpty)
    #expect(
      scan.uncompared == [
        UncomparedBlock(kind: .names, value: "Bob Smith", count: 4),
        UncomparedBlock(kind: .phone, value: "+44 20 7946 0000", count: 4),
      ])
    // At the largest size, every pair.
    #expect(finder.scan(Array(switchboard.prefix(3)), lanes: [.likely]).pairs.count == 3)
    // `pairs(in:lanes:)`, which the merge reads, is the scan's pairs.
    #expect(
      finder.pairs(in: Array(switchboard.prefix(3)), lanes: [.likely])
        == finder.scan(Array(switchboard.prefix(3)), lanes: [.likely]).pairs)
    #expect(finder.scan(Array(switchboard.prefix(3)), lanes: [.likely]).uncompared.isEmpty)
  }

  @Test func eachKeySharedByTooManyIsReportedOnce() {
    let inbox = (1...4).map { id in
      person(Contact.ID(id), "Ada", "Number\(id)", emails: ["info@example.org", "all@example.org"])
    }
    let scan = DuplicateFinder(region: nil, largestBlock: 3).scan(inbox, lanes: [.likely])
    #expect(
      scan.uncompared == [
        UncomparedBlock(kind: .email, value: "all@example.org", count: 4),
        UncomparedBlock(kind: .email, value: "info@example.org", count: 4),
      ])
    #expect(scan.pairs.isEmpty)
  }

  @Test func theScreenSaysWhichKeyWasNotCompared() throws {
    let office = (1...(DuplicateFinder.largestBlock + 1)).map { id in
      person(Contact.ID(id), "Person", "Number\(id)", phones: [("work", "020 7946 0000")])
    }
    let screen = DuplicatesScreen(
      try DuplicatesRequest(lane: nil, region: "GB", localeRegion: nil), contacts: office)
    #expect(screen.rows.isEmpty)
    #expect(
      screen.uncompared == [
        "The phone +44 20 7946 0000, shared by 51 contacts, was not compared pairwise."
      ])
    #expect(screen.notice == "No duplicates found.")
  }
}
