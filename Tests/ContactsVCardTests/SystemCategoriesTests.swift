import ContactsDomain
import ContactsVCard
import Foundation
import Testing

/// Google writes its own labels in `CATEGORIES` (`myContacts`, `starred`, `* myContacts`…):
/// bookkeeping, not groups a person made.
@Suite("Exporters' system labels in CATEGORIES are kept, not groups")
struct SystemCategoriesTests {
  /// A card as Google Contacts exports it now, starred and in a label of the person's.
  static let google = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    FN:Grace Hopper\r
    N:Hopper;Grace;;;\r
    CATEGORIES:* myContacts,* starred,Pioneers\r
    END:VCARD\r

    """

  private func card(_ text: String) throws -> VCard {
    try #require(try read(text).first?.card)
  }

  /// The CATEGORIES lines of `card` written as vCard 3.0.
  private func categories(_ card: VCard) -> [String] {
    VCardWriter.write([card], version: .v3).components(separatedBy: "\r\n")
      .filter { $0.hasPrefix("CATEGORIES") }
  }

  @Test func googlesSystemLabelsAreNotGroupsAndAreWrittenBackAsTheyCame() throws {
    let grace = try card(Self.google)
    #expect(grace.form.groups == ["Pioneers"])
    #expect(categories(grace) == ["CATEGORIES:* myContacts,* starred,Pioneers"])
  }

  @Test func theOlderUnstarredLabelsAloneMakeNoGroupAndStayOnTheCard() throws {
    let ada = try card(
      Self.google.replacingOccurrences(
        of: "* myContacts,* starred,Pioneers", with: "myContacts,starred"))
    #expect(ada.form.groups == [])
    #expect(categories(ada) == ["CATEGORIES:myContacts,starred"])
  }

  @Test func groupsChangedInTheAppAreWrittenAfterTheSystemLabels() throws {
    var grace = try card(Self.google)
    grace.form.groups = ["Pioneers", "Navy"]
    #expect(categories(grace) == ["CATEGORIES:* myContacts,* starred,Pioneers,Navy"])
    grace.form.groups = []
    grace.form.nickname = "Amazing Grace"
    #expect(categories(grace) == ["CATEGORIES:* myContacts,* starred"])
  }

  @Test func theGoogleFixturesMyContactsIsNotAGroup() throws {
    let forms = try Fixture.cards("google-contacts").map(\.form)
    #expect(!forms.flatMap(\.groups).contains("myContacts"))
  }
}
