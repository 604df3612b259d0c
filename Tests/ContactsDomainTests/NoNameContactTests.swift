import ContactsDomain
import Testing

@Suite("A contact with no name")
struct NoNameContactTests {
  private static let email = [LabeledValue(label: "", value: "someone@example.com")]

  @Test func anImportedCardWithOnlyAnEmailIsAContactShownAndSortedByIt() throws {
    let draft = try ContactDraft(ContactForm(emails: Self.email), origin: .imported)
    #expect(draft.fullName == "someone@example.com")
    let contact = Contact(id: 1, draft)
    #expect(contact.fullName == "someone@example.com")
    #expect(contact.sortKey == ContactSortKey(fullName: "someone@example.com"))
    #expect(SearchText.matches(contact, query: "someone"))
  }

  @Test func aRowReadWithoutItsEmailsIsShownByItsSortKey() throws {
    let stored = Contact(
      id: 1, try ContactDraft(ContactForm(emails: Self.email), origin: .imported))
    let row = Contact(id: 1, firstName: "", lastName: "", sortKey: stored.sortKey)
    #expect(row.fullName == "someone@example.com")
  }

  @Test func aCardWithNothingToShowItByIsRefusedWithASentence() {
    let error = #expect(throws: ContactValidationError.noNameShown) {
      try ContactDraft(ContactForm(note: "met at the station"), origin: .imported)
    }
    #expect(
      error?.message
        == "A contact must have a name, an organization, a nickname, an email, a phone or a web site"
    )
  }

  @Test func theAddScreenStillDemandsFirstAndLastNames() {
    #expect(throws: ContactValidationError.missingName) {
      try ContactDraft(ContactForm(emails: Self.email))
    }
  }

  @Test func editingAContactShownByItsEmailDemandsNoName() throws {
    let someone = Contact(
      id: 1, try ContactDraft(ContactForm(emails: Self.email), origin: .imported))
    var form = ContactForm(someone)
    form.note = "met at the station"
    let edited = try ContactDraft(form, origin: .edit(someone))
    #expect(edited.fullName == "someone@example.com")
    form.emails = []
    #expect(throws: ContactValidationError.noNameShown) {
      try ContactDraft(form, origin: .edit(someone))
    }
  }
}
