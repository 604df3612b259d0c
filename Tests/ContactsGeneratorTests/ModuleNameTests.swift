import ContactsGenerator
import Testing

@Suite("The generator: name rules")
struct ModuleNameTests {
  @Test(arguments: ["Favorites", "RecentCalls", "URLList", "Screen2", "A"])
  func anUpperCaseASCIIIdentifierIsAName(_ text: String) throws {
    #expect(try ModuleName(text).typeName == text)
  }

  @Test(arguments: [
    ("favorites", "Favorites"), ("recent-calls", "RecentCalls"), ("recent_calls", "RecentCalls"),
    ("Recent Calls", "RecentCalls"), ("recentCalls", "RecentCalls"),
  ])
  func aNameThatIsAlmostRightGetsASuggestion(_ text: String, _ suggestion: String) {
    let error = #expect(throws: GeneratorError.self) { try ModuleName(text) }
    guard case .invalidName(_, _, let suggested) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(suggested == suggestion)
    #expect(error?.description.hasSuffix("did you mean \(suggestion)?") == true)
  }

  @Test(arguments: ["", "2fa", "Ángel", "Café", "Self", "Class", "Return", "Favorites!", "A-B"])
  func otherTextIsRefused(_ text: String) {
    #expect(throws: GeneratorError.self) { try ModuleName(text) }
  }

  @Test func theRefusalSaysWhatIsWrong() {
    #expect(
      throws: GeneratorError.invalidName(
        "Ángel", "a name holds only ASCII letters and digits", suggestion: nil)
    ) {
      try ModuleName("Ángel")
    }
    #expect(
      throws: GeneratorError.invalidName(
        "Class", "class is a Swift keyword, which its methods would be named", suggestion: nil)
    ) {
      try ModuleName("Class")
    }
    #expect(
      throws: GeneratorError.invalidName(
        String(repeating: "A", count: 41), "a name has at most 40 characters", suggestion: nil)
    ) {
      try ModuleName(String(repeating: "A", count: 41))
    }
  }

  @Test func methodsAndSentencesGetTheirOwnForms() throws {
    #expect(try ModuleName("RecentCalls").memberName == "recentCalls")
    #expect(try ModuleName("URLList").memberName == "urlList")
    #expect(try ModuleName("URL").memberName == "url")
    #expect(try ModuleName("RecentCalls").phrase == "recent calls")
    #expect(try ModuleName("URLList").phrase == "URL list")
    #expect(try ModuleName("Favorites").phrase == "favorites")
  }
}
