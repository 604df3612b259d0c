import Testing

@testable import ContactsDomain

/// An import folds a card's name once for its sort key and its search text
/// (`SearchText.sortKey(of:)`, `indexed(_:foldedName:)`): both must be what each is on its own.
@Suite("Sort key and search text, the name folded once")
struct SortKeyAndTextTests {
  private static let names = [
    "", "Ada", "  Zoë ", "Ángel Díaz", "Øystein Ærø", "ΣΟΦΊΑ", "Ольга", "美咲", "민준", "أحمد",
    "e\u{301}mile", "가\u{11A8}", "Straße", "ﬁnn", "İlkay", "O'Brien-Smith 12",
  ]

  @Test func areTheSortKeyAndTheIndexedTextOfTheContact() throws {
    var generator = SystemRandomNumberGenerator()
    var compared = 0
    for _ in 0..<2000 {
      let form = ContactForm(
        firstName: Self.names.randomElement(using: &generator)!,
        lastName: Self.names.randomElement(using: &generator)!,
        phones: Bool.random(using: &generator)
          ? [LabeledValue(label: "mobile", value: "+1 (555) 010-\(Int.random(in: 1000...9999))")]
          : [],
        emails: Bool.random(using: &generator)
          ? [LabeledValue(label: "", value: "Zoë.\(Int.random(in: 0...99))@Example.org")] : [],
        organization: Self.names.randomElement(using: &generator)!)
      guard let draft = try? ContactDraft(form, origin: .imported) else { continue }
      let (sortKey, foldedName) = SearchText.sortKey(of: draft)
      let text = SearchText.indexed(draft, foldedName: foldedName)
      #expect(sortKey == ContactSortKey(fullName: draft.fullName))
      #expect(text == SearchText.indexed(Contact(id: 0, draft)))
      #expect(text.utf8.elementsEqual(SearchText.indexed(Contact(id: 0, draft)).utf8))
      compared += 1
    }
    #expect(compared > 1500)
  }
}
