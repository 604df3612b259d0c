import ContactsDomain
import Testing

@Suite("An account name is a safe path segment")
struct AccountNameTests {
  @Test(arguments: ["ada", "Ada.Lovelace", "a_b-c", "x", "0", String(repeating: "a", count: 64)])
  func lettersDigitsDotsUnderscoresAndHyphensAreAName(_ name: String) throws {
    #expect(try AccountName.checked(name) == name)
  }

  @Test(arguments: [
    ("", "it is empty"),
    (".hidden", "it starts with a dot"),
    ("..", "it starts with a dot"),
    ("a/b", "use only letters a–z and A–Z, digits, dots, underscores and hyphens"),
    ("a b", "use only letters a–z and A–Z, digits, dots, underscores and hyphens"),
    ("josé", "use only letters a–z and A–Z, digits, dots, underscores and hyphens"),
    ("a%2F", "use only letters a–z and A–Z, digits, dots, underscores and hyphens"),
  ])
  func otherNamesAreRefusedSayingWhy(_ name: String, _ reason: String) {
    #expect(throws: AccountError.badName(name: name, reason: reason)) {
      try AccountName.checked(name)
    }
  }

  @Test func aNameOfSixtyFiveIsRefusedShownCut() {
    let long = String(repeating: "b", count: 65)
    let refused = AccountError.badName(
      name: String(repeating: "b", count: 64) + "…", reason: "it is longer than 64 characters")
    #expect(throws: refused) { try AccountName.checked(long) }
    #expect(refused.message.hasPrefix("\"bbbb"))
  }
}
