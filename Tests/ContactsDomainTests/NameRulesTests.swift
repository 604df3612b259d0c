import ContactsDomain
import Testing

@Suite("Names as people write them")
struct NameRulesTests {
  @Test func theNameShownIsFirstAndLastOrOneNameOrTheOrganization() throws {
    let mononym = try ContactDraft(ContactForm(firstName: "Antonion"), origin: .imported)
    #expect(mononym.fullName == "Antonion")
    let oneField = try ContactDraft(ContactForm(lastName: "安藤ロイド"), origin: .imported)
    #expect(oneField.fullName == "安藤ロイド")
    let company = try ContactDraft(ContactForm(organization: "Samsung"), origin: .imported)
    #expect(company.fullName == "Samsung")
    let card = Contact(id: 1, company)
    #expect(card.sortKey == ContactSortKey(fullName: "Samsung"))
  }

  @Test func theAddScreenKeepsTheArticlesRule() {
    #expect(throws: ContactValidationError.missingName) {
      try ContactDraft(ContactForm(firstName: "Cher"))
    }
    #expect(throws: ContactValidationError.missingName) {
      try ContactDraft(ContactForm(organization: "Samsung"))
    }
  }

  @Test func aCompanyIsShownByItsOrganizationAndMayNameAPerson() throws {
    var acme = ContactForm(organization: "  Acme Inc. ")
    acme.isCompany = true
    let company = try ContactDraft(acme)
    #expect(company.fullName == "Acme Inc.")
    #expect(company.firstName.isEmpty && company.lastName.isEmpty)
    #expect(Contact(id: 1, company).sortKey == ContactSortKey(fullName: "Acme Inc."))

    var nameless = ContactForm(organization: "  ")
    nameless.isCompany = true
    let missing = #expect(throws: ContactValidationError.missingOrganization) {
      try ContactDraft(nameless)
    }
    #expect(missing?.message == "A company must have an organization name")
    // A company may name a person there too, as Apple's company cards may: it is still shown,
    // sorted and initialled by its organization.
    var named = acme
    named.firstName = "Wile"
    named.lastName = "Coyote"
    let contact = Contact(id: 2, try ContactDraft(named))
    #expect(contact.details.isCompany)
    #expect(contact.fullName == "Acme Inc.")
    #expect(contact.sortKey == ContactSortKey(fullName: "Acme Inc."))
    #expect((contact.firstName, contact.lastName) == ("Wile", "Coyote"))
    // A person is not a company: the article's rule holds, with its alert.
    let error = #expect(throws: ContactValidationError.missingName) {
      try ContactDraft(ContactForm(firstName: "Ada", organization: "Acme Inc."))
    }
    #expect(error?.message == "A contact must have first and last names")
  }

  @Test func editingNeverBlanksANameAndNeverDemandsOneItNeverHad() throws {
    let company = Contact(id: 1, firstName: "", lastName: "", organization: "Samsung")
    let renamed = try ContactDraft(
      ContactForm(organization: "Samsung Electronics"), origin: .edit(company))
    #expect(renamed.fullName == "Samsung Electronics")
    let cher = Contact(id: 2, firstName: "Cher", lastName: "")
    #expect(throws: ContactValidationError.removedName(.firstName)) {
      try ContactDraft(ContactForm(organization: "Cher Inc."), origin: .edit(cher))
    }
    let ada = Contact(id: 3, firstName: "Ada", lastName: "Lovelace")
    let error = #expect(throws: ContactValidationError.missingName) {
      try ContactDraft(ContactForm(firstName: "Ada"), origin: .edit(ada))
    }
    #expect(error?.message == "A contact must have first and last names")
  }

  @Test func importedPhonesAndEmailsAreKeptAsWrittenWithoutInventedLabels() throws {
    let form = ContactForm(
      firstName: "Zoo", phones: [LabeledValue(label: "", value: "1-800-ELEPHANT")],
      emails: [LabeledValue(label: "", value: "zoo@example.com")])
    let draft = try ContactDraft(form, origin: .imported)
    #expect(draft.phones == [LabeledValue(label: "", value: "1-800-ELEPHANT")])
    #expect(draft.emails == [LabeledValue(label: "", value: "zoo@example.com")])
    #expect(SearchText.matches(Contact(id: 1, draft), query: "1800"))
    let typed = ContactForm(
      firstName: "Zoo", lastName: "Keeper", phones: [LabeledValue(label: "", value: "ELEPHANT")])
    #expect(throws: ContactValidationError.invalidPhone("ELEPHANT")) { try ContactDraft(typed) }
  }

  @Test func aNoteMayHoldTabs() throws {
    let draft = try ContactDraft(ContactForm(firstName: "A", lastName: "B", note: "a\tb"))
    #expect(draft.note == "a\tb")
  }
}
