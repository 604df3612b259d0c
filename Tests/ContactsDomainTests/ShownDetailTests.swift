import ContactsDomain
import ContactsPresentation
import Testing

@Suite("Every detail as the details screen shows it")
struct ShownDetailTests {
  private func card(_ change: (inout ContactForm) -> Void) throws -> ContactCard {
    var form = ContactForm(firstName: "Ada", lastName: "Lovelace")
    change(&form)
    return ContactCard(Contact(id: 1, try ContactDraft(form, origin: .imported)))
  }

  @Test(
    arguments: [
      ("1815-12-10", "December 10, 1815"), ("--12-10", "December 10"), ("12-10", "December 10"),
      ("2024-02-29", "February 29, 2024"), ("--02-29", "February 29"),
      ("0005-01-01", "January 1, 5"),
    ])
  func aDateReadsAsPeopleWriteItWithTheYearOnlyWhenKnown(text: String, shown: String) throws {
    #expect(ShownDetail.date(try #require(PartialDate(text))) == shown)
  }

  @Test func aContactWithOnlyANameShowsNoRow() throws {
    #expect(try card { _ in }.shownDetails.isEmpty)
  }

  @Test(
    arguments: [
      ("skype", "Skype"), ("xmpp", "XMPP"), ("Google Talk", "Google Talk"),
      ("gadu-gadu", "Gadu-Gadu"),
      ("myChat", "MyChat"), ("", "Chat"),
    ])
  func aChatHandleIsCaptionedByItsService(service: String, caption: String) throws {
    let rows = try card { $0.chats = [LabeledValue(label: service, value: "ada")] }.shownDetails
    #expect(rows == [ShownDetail(caption: caption, lines: ["ada"])])
  }

  @Test func aRelatedPersonIsCaptionedByTheRelation() throws {
    let rows = try card {
      $0.related = [
        LabeledValue(label: "spouse", value: "Charles"), LabeledValue(label: "", value: "Byron"),
      ]
    }.shownDetails
    #expect(rows.map(\.caption) == ["Spouse", "Related person"])
  }

  @Test func onlyAnHTTPWebSiteLeadsSomewhere() throws {
    let rows = try card {
      $0.urls = ["https://a.example", "b.example/x", "javascript:alert(1)", "ftp://c.example"].map {
        LabeledValue(label: "", value: $0)
      }
    }.shownDetails
    #expect(rows.map(\.link) == ["https://a.example", "https://b.example/x", nil, nil])
  }

  @Test func theWholeNameIsShownOnlyWhenItHasMoreThanTheFirstAndLast() throws {
    #expect(try card { $0.nickname = "Ada" }.shownDetails.map(\.caption) == ["Nickname"])
    let rows = try card {
      $0.namePrefix = "Dr."
      $0.nameSuffix = "PhD"
      $0.phoneticLastName = "Lahv-lace"
    }.shownDetails
    #expect(rows[0] == ShownDetail(caption: "Full name", lines: ["Dr. Ada Lovelace PhD"]))
    #expect(rows[1] == ShownDetail(caption: "Phonetic name", lines: ["Lahv-lace"]))
  }

  @Test func anAddressIsItsLinesUnderItsLabel() throws {
    let rows = try card {
      $0.addresses = [
        PostalAddress(
          label: "work", street: "1 Main St\nFloor 2", locality: "Springfield", region: "IL",
          postalCode: "62701", country: "USA")
      ]
    }.shownDetails
    #expect(
      rows == [
        ShownDetail(
          caption: "Address (work)",
          lines: ["1 Main St", "Floor 2", "Springfield, IL 62701", "USA"])
      ])
  }
}
