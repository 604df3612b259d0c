import ContactsDomain
import ContactsVCard
import Testing

@Suite("Apple Contacts export (vCard 3.0)")
struct AppleContactsFixtureTests {
  let results: [VCardReadResult]
  let ada: VCard

  init() throws {
    results = try Fixture.results("apple-contacts")
    ada = try #require(results.first?.card)
  }

  @Test func everyCardIsReadWithTheLineOfItsBegin() throws {
    #expect(results.count == 3)
    #expect(results.map { if case .card(_, _, let line) = $0 { line } else { -1 } } == [1, 28, 40])
  }

  @Test func namesComeFromNAndMiddleNameAndPrefixAreKeptInTheDetails() {
    #expect(ada.form.firstName == "Ada")
    #expect(ada.form.lastName == "Lovelace")
    #expect(ada.detail("N")?.value == "Lovelace;Ada;Augusta;Countess;")
  }

  @Test func typesBecomeLabelsAndPrefStaysWithItsValue() throws {
    #expect(
      ada.form.phones == [
        labeled("mobile", "+44 20 7946 0001"), labeled("home", "+44 20 7946 0002"),
        labeled("Babbage's lab", "+44 20 7946 0003"),
      ])
    #expect(
      ada.form.emails == [
        labeled("home", "ada@example.com"), labeled("work", "ada.lovelace@engines.example"),
        labeled("other", "ada@lab.example"),
      ])
    let mobile = try #require(ada.fieldDetails.first { $0.name == "TEL" })
    #expect(
      mobile.parameters == [VCardParameter("TYPE", "voice"), VCardParameter("PREF", "1")])
  }

  @Test func organizationComponentsAreJoinedAndNoteIsUnescaped() {
    #expect(ada.form.organization == "Analytical Engines Ltd." && ada.form.department == "Research")
    #expect(ada.form.note == "First programmer.\nWrote the notes on the Analytical Engine, 1843.")
  }

  @Test func unmodelledPropertiesAreKeptInFileOrderWithTheirGroups() {
    #expect(
      ada.keptProperties.map { ($0.group ?? "") + "." + $0.name } == [
        ".TITLE", "item3.ADR", "item3.X-ABADR", "item4.URL", "item4.X-ABLABEL", ".BDAY",
        ".X-SOCIALPROFILE", ".PHOTO", ".X-ABUID",
      ])
    #expect(
      ada.kept("ADR")?.parameters == [VCardParameter("TYPE", "home"), VCardParameter("PREF", "1")])
    #expect(ada.kept("X-ABLABEL")?.value == "_$!<HomePage>!$_")
  }

  @Test func aFoldedBase64PhotoBecomesADataURI() throws {
    let photo = try #require(ada.kept("PHOTO"))
    #expect(photo.parameters.isEmpty)
    #expect(photo.value.hasPrefix("data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBD"))
    #expect(photo.value.hasSuffix("AKp//2Q=="))
    #expect(!photo.value.contains(" "))
  }

  @Test func appleLabelsAreReadableAndUIDAndREVAreRead() throws {
    let angel = try #require(results[1].card)
    #expect(
      angel.form.phones == [
        labeled("mobile", "+34 600 000 001"), labeled("home fax", "+34 910 000 002"),
      ])
    #expect(angel.uid == "7D1E5B36-8C0B-4E0B-9F1D-2C8E6F5B1A10")
    #expect(angel.revision == "2024-03-01T10:20:30Z")
    #expect(angel.keptProperties.isEmpty)
    #expect(results[1].draft == (try ContactDraft(angel.form)))
  }

  @Test func aCompanyCardWithAnEmptyNIsACompanyCardShownByItsOrganization() throws {
    let company = try #require(results[2].card)
    #expect(company.form.firstName == "")
    #expect(company.form.lastName == "")
    #expect(results[2].draft?.fullName == "Analytical Engines Ltd.")
    #expect(company.detail("N")?.value == ";;;;")
    #expect(company.detail("ORG")?.value == "Analytical Engines Ltd.;")
  }
}
