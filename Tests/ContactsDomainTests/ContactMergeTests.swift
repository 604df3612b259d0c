import ContactsDomain
import ContactsPresentation
import Testing

@Suite("A merge keeps every value once and takes the chosen single values")
struct ContactMergeTests {
  private func person(
    _ id: Contact.ID, _ first: String, _ last: String, phones: [(String, String)] = [],
    emails: [String] = [], organization: String = "", note: String = "",
    details: (inout ContactDetails) -> Void = { _ in }
  ) -> Contact {
    var extra = ContactDetails()
    details(&extra)
    return Contact(
      id: id, firstName: first, lastName: last,
      phones: phones.map { LabeledValue(label: $0.0, value: $0.1) },
      emails: emails.map { LabeledValue(label: "home", value: $0) }, organization: organization,
      note: note, details: extra)
  }

  @Test func phonesAndEmailsAreKeptOnceAsTheFinderComparesThem() throws {
    let merge = try ContactMerge(
      [
        person(
          1, "Bob", "Smith", phones: [("mobile", "020 7946 0018")], emails: ["Bob@Example.org"]),
        person(
          2, "Bob", "Smith", phones: [("work", "+44 20 7946 0018"), ("home", "+44 20 7946 0999")],
          emails: ["bob@example.org ", "bob@work.example"]),
      ], region: PhoneRegion("GB"))
    #expect(merge.draft.phones.map(\.value) == ["020 7946 0018", "+44 20 7946 0999"])
    #expect(merge.draft.emails.map(\.value) == ["Bob@Example.org", "bob@work.example"])
    #expect(merge.conflicts.isEmpty)
    #expect(merge.photoFrom == nil)
  }

  @Test func everyListIsTheUnionAndNotesFollowOneAnother() throws {
    let merge = try ContactMerge(
      [
        person(1, "Ada", "Lovelace", note: "Met at the Royal Society") {
          $0.urls = [LabeledValue(label: "home", value: "https://ada.example")]
          $0.groups = ["Friends"]
          $0.related = [LabeledValue(label: "parent", value: "Lord Byron")]
        },
        person(2, "Ada", "Lovelace", note: "Met at the Royal Society\n") {
          $0.urls = [LabeledValue(label: "work", value: "https://ADA.example")]
          $0.groups = ["Friends", "Mathematicians"]
          $0.chats = [LabeledValue(label: "xmpp", value: "ada@jabber.example")]
          $0.addresses = [PostalAddress(street: "12 St James's Square", locality: "London")]
        },
        person(3, "Ada", "Lovelace", note: "Wrote the first program") {
          $0.related = [LabeledValue(label: "mother", value: "Anne Isabella Milbanke")]
        },
      ], region: nil)
    let details = merge.draft.details
    #expect(details.urls == [LabeledValue(label: "home", value: "https://ada.example")])
    #expect(details.groups == ["Friends", "Mathematicians"])
    #expect(details.chats.map(\.value) == ["ada@jabber.example"])
    #expect(details.addresses.count == 1)
    #expect(details.related.map(\.value) == ["Lord Byron", "Anne Isabella Milbanke"])
    #expect(merge.draft.note == "Met at the Royal Society\n\nWrote the first program")
    #expect(merge.mergedAway.map(\.id) == [2, 3])
  }

  @Test func differingSingleValuesTakeTheKeptContactsUnlessChosen() throws {
    let contacts = [
      person(1, "Bob", "Smith", organization: "Acme") {
        $0.birthday = PartialDate("1970-01-02")
        $0.jobTitle = "Engineer"
      },
      person(2, "Robert", "Smith", organization: "Initech") {
        $0.birthday = PartialDate("1970-02-01")
        $0.nickname = "Bobby"
      },
    ]
    let byDefault = try ContactMerge(contacts, region: nil)
    #expect(byDefault.draft.firstName == "Bob")
    #expect(byDefault.draft.organization == "Acme")
    #expect(byDefault.draft.details.jobTitle == "Engineer")
    #expect(byDefault.draft.details.birthday == PartialDate("1970-01-02"))
    // A value only the other has is taken from it: nothing is dropped.
    #expect(byDefault.draft.details.nickname == "Bobby")
    #expect(byDefault.conflicts.map(\.field) == [.name, .organization, .single("birthday")])
    #expect(byDefault.conflicts.allSatisfy { $0.chosen == 1 })

    let chosen = try ContactMerge(
      contacts, choosing: [.name: 2, .organization: 2, .single("birthday"): 2], region: nil)
    #expect(chosen.draft.firstName == "Robert")
    #expect(chosen.draft.organization == "Initech")
    // The organization goes with its job title: the chosen card has none.
    #expect(chosen.draft.details.jobTitle == "")
    #expect(chosen.draft.details.birthday == PartialDate("1970-02-01"))
    #expect(chosen.conflicts.allSatisfy { $0.chosen == 2 })
    let screen = MergeScreen(MergeOutcome(merges: [chosen], contacts: [], dryRun: true))
    #expect(screen.merges.isEmpty)
  }

  @Test func theScreenSaysWhatWasTakenAndWhatWasNot() throws {
    let merge = try ContactMerge(
      [person(4, "Ada", "Lovelace"), person(9, "Ada", "King")], choosing: [.name: 9],
      region: nil)
    let screen = MergeScreen(
      MergeOutcome(merges: [merge], contacts: [Contact(id: 4, merge.draft)], dryRun: false))
    #expect(screen.sentence == "Merged #9 Ada King into #4 Ada King.")
    #expect(screen.merges.first?.choices == ["Name: “Ada King” of #9 (not “Ada Lovelace” of #4)"])
    let dry = MergeScreen(
      MergeOutcome(merges: [merge], contacts: [Contact(id: 4, merge.draft)], dryRun: true))
    #expect(dry.sentence == "Would merge #9 Ada King into #4 Ada King; nothing was changed.")
  }

  @Test func aPhotoOnlyAnotherHasIsTakenAndAChoiceIsHonoured() throws {
    var kept = person(1, "Ada", "Lovelace")
    var other = person(2, "Ada", "Lovelace")
    other.photo = PhotoSummary(type: .jpeg, byteCount: 1_200, digest: "b")
    #expect(try ContactMerge([kept, other], region: nil).photoFrom == 2)
    kept.photo = PhotoSummary(type: .png, byteCount: 900, digest: "a")
    let byDefault = try ContactMerge([kept, other], region: nil)
    #expect(byDefault.photoFrom == nil)
    #expect(byDefault.conflicts.map(\.field) == [.photo])
    #expect(byDefault.conflicts.first?.options.map(\.shown) == ["PNG, 900 bytes", "JPEG, 1 kB"])
    #expect(try ContactMerge([kept, other], choosing: [.photo: 2], region: nil).photoFrom == 2)
  }

  @Test func badMergesAreRefusedWithASentence() {
    let ada = person(1, "Ada", "Lovelace")
    #expect(throws: ContactValidationError.mergeNeedsTwo) { try ContactMerge([ada], region: nil) }
    // More than one key's block of the finder: refused before anything is compared.
    let many = (1...ContactMerge.maximumContacts + 1).map {
      person(Contact.ID($0), "Ada", "L\($0)")
    }
    #expect(throws: ContactValidationError.mergeTooMany(limit: 50)) {
      try ContactMerge(many, region: nil)
    }
    #expect(throws: ContactValidationError.mergeTooMany(limit: 50)) {
      try ContactMerge.check(count: 10_000)
    }
    #expect(
      ContactValidationError.mergeTooMany(limit: 50).message
        == "A merge takes at most 50 contacts at once")
    #expect(throws: ContactValidationError.mergedTwice("Ada Lovelace")) {
      try ContactMerge([ada, ada], region: nil)
    }
    #expect(throws: ContactValidationError.chosenNotMerged("birthday", 7)) {
      try ContactMerge(
        [ada, person(2, "Ada", "King")], choosing: [.single("birthday"): 7], region: nil)
    }
    #expect(
      ContactValidationError.chosenNotMerged("birthday", 7).message
        == "The birthday cannot be taken from contact 7: it is not one of the contacts merged")
    let phones = (0..<60).map { ("mobile", "+1 555 010 \(1000 + $0)") }
    #expect(throws: ContactValidationError.self) {
      try ContactMerge(
        [
          person(1, "A", "B", phones: Array(phones[..<30])),
          person(2, "A", "B", phones: Array(phones[30...])),
        ],
        region: nil)
    }
  }

  @Test func theFieldsAskedAboutComeFromTheListOfFields() throws {
    let keys = MergeField.all.map(\.key)
    #expect(keys.first == "name")
    #expect(keys.last == "photo")
    for key in ["organization", "birthday", "anniversary", "nickname", "pronouns"] {
      #expect(keys.contains(key))
    }
    for key in ["job-title", "note", "first-name", "add-phone"] { #expect(!keys.contains(key)) }
    #expect(MergeField(key: "birthday") == .single("birthday"))
    #expect(throws: DuplicatesRefusal.self) {
      try MergeRequest(
        ids: [1, 2], choices: [("shoe-size", 2)], region: nil, localeRegion: nil, dryRun: false)
    }
  }
}
