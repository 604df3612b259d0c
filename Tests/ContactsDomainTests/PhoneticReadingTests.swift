import ContactsDomain
import Testing

@Suite("Phonetic names decide the order, part by part, and only for names a contact has")
struct PhoneticReadingTests {
  private func form(
    first: String, last: String, organization: String = "", phoneticFirst: String = "",
    phoneticLast: String = ""
  ) -> ContactForm {
    var form = ContactForm(firstName: first, lastName: last, organization: organization)
    (form.phoneticFirstName, form.phoneticLastName) = (phoneticFirst, phoneticLast)
    return form
  }

  @Test(arguments: [
    ("博", "伊藤", "Hiroshi", "Ito", "Hiroshi Ito"),
    ("博", "伊藤", "", "Ito", "博 Ito"),
    ("博", "伊藤", "Hiroshi", "", "Hiroshi 伊藤"),
    // A reading of a name the contact does not have is no reading of what it is shown by.
    ("博", "", "Hiroshi", "Ito", "Hiroshi"),
  ])
  func eachNameWithAReadingIsReadAsIt(
    first: String, last: String, phoneticFirst: String, phoneticLast: String, reading: String
  ) throws {
    let draft = try ContactDraft(
      form(first: first, last: last, phoneticFirst: phoneticFirst, phoneticLast: phoneticLast),
      origin: .imported)
    let expected = ContactSortKey(rawValue: reading.lowercased() + "\u{1}" + draft.fullName)
    #expect(ContactSortKey(draft) == expected)
    #expect(SearchText.sortKey(of: draft).0 == expected)
    #expect(Contact(id: 1, draft).sortKey == expected)
    #expect(Contact(id: 1, draft).fullName == draft.fullName)
  }

  @Test func aCompanyCardIsOrderedByItsOrganizationWhateverReadingItCarries() throws {
    let draft = try ContactDraft(
      form(first: "", last: "", organization: "Acme", phoneticFirst: "Hiroshi"),
      origin: .imported)
    #expect(ContactSortKey(draft) == ContactSortKey(fullName: "Acme"))
  }

  @Test func withoutAReadingTheKeyIsTheShownNames() throws {
    let draft = try ContactDraft(form(first: "Ángel", last: "Díaz"))
    #expect(ContactSortKey(draft) == ContactSortKey(fullName: "Ángel Díaz"))
  }

  @Test func theReadingIsSearchedInBothOrders() throws {
    let draft = try ContactDraft(
      form(first: "博", last: "伊藤", phoneticFirst: "Hiroshi", phoneticLast: "Itō"))
    let contact = Contact(id: 1, draft)
    for query in ["伊藤 博", "博 伊藤", "hiroshi ito", "ito hiroshi"] {
      #expect(SearchText.matches(contact, query: query))
    }
  }
}
