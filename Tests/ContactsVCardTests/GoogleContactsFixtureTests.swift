import ContactsDomain
import ContactsVCard
import Testing

@Suite("Google Contacts export (vCard 3.0)")
struct GoogleContactsFixtureTests {
  let results: [VCardReadResult]

  init() throws {
    results = try Fixture.results("google-contacts")
  }

  @Test func labelsComeFromTypesAndFromACustomXABLabel() throws {
    let grace = try #require(results.first?.card)
    #expect(
      grace.form.phones == [
        labeled("mobile", "(555) 010-2030"), labeled("work", "+1 555 010 2040"),
        labeled("", "555-0199"), labeled("Lab", "+1 555 010 2050"),
      ])
    #expect(
      grace.form.emails == [
        labeled("work", "grace@navy.example"), labeled("", "grace.hopper@example.org"),
      ])
    #expect(try ContactDraft(grace.form).phones[2].label == "mobile")
  }

  @Test func theInternetTypeIsNotALabelButIsKeptWithTheEmail() throws {
    let grace = try #require(results.first?.card)
    #expect(
      grace.fieldDetails.filter { $0.name == "EMAIL" }.map(\.parameters) == [
        [VCardParameter("TYPE", "internet")], [VCardParameter("TYPE", "internet")],
      ])
  }

  @Test func aNoteWithEscapedCommaAndSemicolonIsUnescaped() throws {
    let grace = try #require(results.first?.card)
    #expect(grace.form.note == "COBOL, FLOW-MATIC; \"debugging\"")
    #expect(grace.form.organization == "US Navy")
  }

  @Test func anXABLabelOfAGroupWithoutPhoneOrEmailStaysWithItsProperty() throws {
    let grace = try #require(results.first?.card)
    #expect(
      grace.keptProperties.suffix(2) == [
        VCardProperty(group: "item2", name: "X-ABDATE", value: "1992-01-01"),
        VCardProperty(group: "item2", name: "X-ABLABEL", value: "retired"),
      ])
  }

  @Test func anOtherContactWithAnEmailAndNoNameIsImportedAndShownByItsEmail() throws {
    #expect(results.count == 3)
    let someone = try #require(results[1].card)
    #expect(someone.form.firstName.isEmpty && someone.form.lastName.isEmpty)
    #expect(someone.form.emails == [labeled("", "someone@example.com")])
    let draft = try #require(try? ContactDraft(someone.form, origin: .imported))
    #expect(draft.fullName == "someone@example.com")
    let emile = try #require(results[2].card)
    #expect(emile.form.firstName == "Émile")
    #expect(emile.form.emails == [labeled("home", "emile@example.fr")])
  }
}
