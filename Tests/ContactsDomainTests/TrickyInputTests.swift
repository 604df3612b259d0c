import ContactsDomain
import Testing

/// Input that looks harmless and is not: invisible characters, reordering controls, letters that
/// do not fold, and one character carrying a thousand marks.
@Suite("Tricky input")
struct TrickyInputTests {
  @Test func aNameOfOnlyInvisibleCharactersIsNoName() {
    #expect(throws: ContactValidationError.missingName) {
      try ContactDraft(firstName: "\u{200B}\u{FEFF}", lastName: "Lovelace")
    }
  }

  @Test func bidirectionalOverridesAreRefused() {
    #expect(throws: ContactValidationError.controlCharacter(.lastName)) {
      try ContactDraft(firstName: "Ada", lastName: "Love\u{202E}ecal")
    }
  }

  @Test func oneCharacterWithThousandsOfMarksIsTooLong() {
    let name = "a" + String(repeating: "\u{301}", count: 1000)
    #expect(name.count == 1)
    #expect(throws: ContactValidationError.tooLong(.firstName, limit: 100)) {
      try ContactDraft(firstName: name, lastName: "Lovelace")
    }
  }

  @Test func lettersWithoutAnAccentToStripStillSortWithTheirBaseLetter() {
    let names = ["Zoe Adams", "Øystein Olsen", "Łukasz Lis", "Oscar Wilde", "Laura Lane"]
    let sorted = names.sorted { ContactSortKey(fullName: $0) < ContactSortKey(fullName: $1) }
    #expect(sorted == ["Laura Lane", "Łukasz Lis", "Oscar Wilde", "Øystein Olsen", "Zoe Adams"])
  }

  @Test func canonicallyEquivalentSpellingsGiveOneSortKey() {
    let composed = ContactSortKey(fullName: "Émile Zola")
    let decomposed = ContactSortKey(fullName: "E\u{301}mile Zola")
    #expect(composed == decomposed)
    #expect(!(composed < decomposed) && !(decomposed < composed))
    #expect(composed.hashValue == decomposed.hashValue)
  }

  @Test func rawSortKeysCompareByBytesForEqualityAsForOrder() {
    let composed = ContactSortKey(rawValue: "é")
    let decomposed = ContactSortKey(rawValue: "e\u{301}")
    #expect(composed != decomposed)
    #expect(decomposed < composed)
  }
}
