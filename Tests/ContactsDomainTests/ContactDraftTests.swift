import ContactsDomain
import Testing

@Suite("ContactDraft: trimming, normalisation and validation")
struct ContactDraftTests {
  // MARK: - Accepted input

  @Test func trimsSpacesTabsAndNewlinesAroundBothNames() throws {
    let draft = try ContactDraft(firstName: "  Ada\n", lastName: "\t Lovelace \r\n")
    #expect(draft.firstName == "Ada")
    #expect(draft.lastName == "Lovelace")
    #expect(draft.fullName == "Ada Lovelace")
  }

  @Test func keepsSpacesInsideANameAndItsCase() throws {
    let draft = try ContactDraft(firstName: "Mary Ann", lastName: "van der Berg")
    #expect(draft.fullName == "Mary Ann van der Berg")
  }

  @Test func normalisesDecomposedAccentsToTheirComposedForm() throws {
    let draft = try ContactDraft(firstName: "E\u{301}mile", lastName: "Zola\u{300}")
    #expect(Array(draft.firstName.unicodeScalars) == Array("\u{C9}mile".unicodeScalars))
    #expect(Array(draft.lastName.unicodeScalars) == Array("Zol\u{E0}".unicodeScalars))
  }

  @Test func normalisesEAndCombiningAcuteToOneScalar() throws {
    let draft = try ContactDraft(firstName: "e\u{301}", lastName: "e\u{301}")
    #expect(draft.firstName.unicodeScalars.map(\.value) == [0xE9])
    #expect(draft.lastName.unicodeScalars.map(\.value) == [0xE9])
  }

  @Test func acceptsNamesOfExactlyTheMaximumLength() throws {
    let longest = String(repeating: "a", count: ContactDraft.maximumNameLength)
    let draft = try ContactDraft(firstName: longest, lastName: longest)
    #expect(draft.firstName.count == 100)
    #expect(draft.lastName.count == 100)
  }

  @Test func countsCharactersNotBytesOrScalars() throws {
    // 100 decomposed "é" are 200 scalars and, once composed, 200 UTF-8 bytes: still 100 characters.
    let accented = String(repeating: "e\u{301}", count: 100)
    let draft = try ContactDraft(firstName: accented, lastName: "Lovelace")
    #expect(draft.firstName.count == 100)
  }

  @Test func measuresTheLengthAfterTrimming() throws {
    let padded = "  " + String(repeating: "a", count: 100) + " \n"
    #expect(try ContactDraft(firstName: padded, lastName: padded).firstName.count == 100)
  }

  // MARK: - Missing names

  @Test(arguments: [
    ("", "Lovelace"),
    ("Ada", ""),
    ("", ""),
    ("   ", "Lovelace"),
    ("Ada", " \n\t "),
    ("\n", "\r\n"),
  ])
  func aBlankNameIsRefusedWithTheArticlesAlert(firstName: String, lastName: String) {
    let error = #expect(throws: ContactValidationError.missingName) {
      try ContactDraft(firstName: firstName, lastName: lastName)
    }
    #expect(error?.message == "A contact must have first and last names")
  }

  @Test func aMissingNameIsReportedBeforeATooLongOne() {
    #expect(throws: ContactValidationError.missingName) {
      try ContactDraft(firstName: String(repeating: "a", count: 101), lastName: " ")
    }
  }

  // MARK: - Too long

  @Test func aFirstNameOf101CharactersIsRefused() {
    let error = #expect(throws: ContactValidationError.tooLong(.firstName, limit: 100)) {
      try ContactDraft(firstName: String(repeating: "a", count: 101), lastName: "Lovelace")
    }
    #expect(error?.message == "First name must be at most 100 characters")
  }

  @Test func aLastNameOf101CharactersIsRefused() {
    let error = #expect(throws: ContactValidationError.tooLong(.lastName, limit: 100)) {
      try ContactDraft(firstName: "Ada", lastName: String(repeating: "é", count: 101))
    }
    #expect(error?.message == "Last name must be at most 100 characters")
  }

  // MARK: - Control characters

  @Test(arguments: ["Ad\u{7}a", "\u{0}Ada", "Ad\ta", "Ada\u{0}", "A\nda", "Ad\u{7F}a", "A\u{1}da"])
  func aControlCharacterInTheFirstNameIsRefused(firstName: String) {
    let error = #expect(throws: ContactValidationError.controlCharacter(.firstName)) {
      try ContactDraft(firstName: firstName, lastName: "Lovelace")
    }
    #expect(error?.message == "First name must not contain control characters")
  }

  @Test(arguments: ["Love\u{7}lace", "Love\tlace", "Lovelace\u{0}", "Love\u{1B}[31mlace"])
  func aControlCharacterInTheLastNameIsRefused(lastName: String) {
    let error = #expect(throws: ContactValidationError.controlCharacter(.lastName)) {
      try ContactDraft(firstName: "Ada", lastName: lastName)
    }
    #expect(error?.message == "Last name must not contain control characters")
  }
}
