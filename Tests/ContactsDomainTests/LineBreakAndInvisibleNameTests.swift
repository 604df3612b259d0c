import ContactsDomain
import Foundation
import Testing

@Suite("ContactDraft: line breaks as browsers send them, and names nobody can see")
struct LineBreakAndInvisibleNameTests {
  @Test(arguments: ["one\r\ntwo\r\nthree", "one\rtwo\rthree", "one\ntwo\r\nthree"])
  func aNoteWithCRLFOrCRLineBreaksIsStoredWithLF(note: String) throws {
    let draft = try ContactDraft(ContactForm(firstName: "Ada", lastName: "Lovelace", note: note))
    #expect(draft.note == "one\ntwo\nthree")
  }

  @Test func aStoredNoteWithLineBreaksStaysEditableWhenSentBackAsCRLF() throws {
    let stored = try ContactDraft(
      ContactForm(firstName: "Ada", lastName: "Lovelace", note: "line one\nline two"))
    let resent = stored.note.replacingOccurrences(of: "\n", with: "\r\n")
    let edited = try ContactDraft(ContactForm(firstName: "Ada", lastName: "King", note: resent))
    #expect(edited.note == stored.note)
  }

  @Test func aCarriageReturnInANameIsStillRefused() {
    #expect(throws: ContactValidationError.controlCharacter(.firstName)) {
      try ContactDraft(firstName: "Ada\rX", lastName: "Lovelace")
    }
  }

  @Test(arguments: [
    "\u{200C}", "\u{200E}", "\u{061C}", "\u{2800}", "\u{3164}", "\u{200C}\u{200E}\u{061C}",
    "\u{115F}\u{1160}", "\u{FFA0}", "\u{034F}", "\u{180E}", "\u{2062}", "\u{FE0F}", " \u{3164} ",
  ])
  func aNameOfInvisibleCharactersOnlyIsRefusedAsBlank(name: String) {
    #expect(throws: ContactValidationError.missingName) {
      try ContactDraft(firstName: name, lastName: "Lovelace")
    }
    #expect(throws: ContactValidationError.missingName) {
      try ContactDraft(firstName: "Ada", lastName: name)
    }
  }

  @Test func invisibleJoinersInsideAVisibleNameAreKept() throws {
    let draft = try ContactDraft(firstName: "می\u{200C}خواهم", lastName: "\u{200F}Lovelace")
    #expect(draft.firstName == "می\u{200C}خواهم")
  }

  @Test(arguments: ["Ada\u{2028}Lovelace", "A\u{2029}da", "A\u{85}da"])
  func aLineOrParagraphSeparatorInsideANameIsRefused(name: String) {
    #expect(throws: ContactValidationError.controlCharacter(.firstName)) {
      try ContactDraft(firstName: name, lastName: "Lovelace")
    }
  }

  @Test func aLineSeparatorAtTheEndOfANameGoesWithTheSpaces() throws {
    #expect(try ContactDraft(firstName: "Ada\u{2028}", lastName: "Lovelace").firstName == "Ada")
  }
}
