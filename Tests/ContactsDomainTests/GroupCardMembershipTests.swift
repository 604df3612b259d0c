import ContactsDomain
import Testing

/// Which groups an edit writes into the contact's own card and which into group cards.
@Suite("A contact's groups held by group cards are edited like its own")
struct GroupCardMembershipTests {
  private static func card(_ uid: String, _ name: String, _ members: [String]) -> GroupCard {
    let lines = members.map { "MEMBER:\($0)\r\n" }.joined()
    return GroupCard(
      uid: uid, name: name, members: members,
      text: "BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:group\r\nFN:\(name)\r\n\(lines)END:VCARD\r\n")
  }

  private let family = card("g1", "Family", ["urn:uuid:ada", "urn:uuid:bob"])
  private let chess = card("g2", "Chess club", ["bob"])

  @Test func aContactIsShownInItsOwnGroupsThenInItsCardsEachOnce() throws {
    var form = ContactForm(firstName: "Ada", lastName: "Lovelace")
    form.groups = ["Poets", "Family"]
    let ada = Contact(id: 1, try ContactDraft(form))
    let shown = GroupCardMembership.shown(ada, inCards: ["Family", "Chess club"])
    #expect(shown.details.groups == ["Poets", "Family", "Chess club"])
    #expect(shown.sortKey == ada.sortKey && shown.fullName == ada.fullName)
    #expect(GroupCardMembership.shown(ada, inCards: []) == ada)
  }

  @Test func aGroupLeftOutIsDroppedFromTheCardsListingTheContactAndFromItsOwn() {
    let edit = GroupCardMembership.edit(
      wanted: ["Poets"], own: ["Poets", "Family"], uid: "ada", cards: [family, chess])
    #expect(edit.own == ["Poets"])
    #expect(edit.cards == [family.removing(uid: "ada")])
    #expect(edit.cards.first?.members == ["urn:uuid:bob"])
  }

  @Test func aGroupOnlyACardHoldsIsAddedToThatCardAndAnyOtherToTheContactsOwn() {
    let edit = GroupCardMembership.edit(
      wanted: ["Family", "Chess club", "Chess club", "Poets"], own: [], uid: "urn:uuid:ada",
      cards: [family, chess])
    #expect(edit.own == ["Poets"])
    #expect(edit.cards == [chess.adding(uid: "urn:uuid:ada")])
    #expect(edit.cards.first?.members == ["bob", "urn:uuid:ada"])
  }

  @Test func aGroupTheContactsOwnCardListsStaysItsOwnEvenWhenACardHasTheName() {
    let edit = GroupCardMembership.edit(
      wanted: ["Chess club", "Family"], own: ["Chess club"], uid: "ada", cards: [family, chess])
    #expect(edit.own == ["Chess club"])
    #expect(edit.cards.isEmpty, "Ada is a member of Family already, and Chess club is her own")
  }

  @Test func ofTwoCardsWithOneNameTheFirstGetsTheMemberAndEachListingItLosesIt() {
    let other = Self.card("g3", "Family", ["urn:uuid:ada"])
    let joined = GroupCardMembership.edit(
      wanted: ["Family"], own: [], uid: "cy", cards: [family, other])
    #expect(joined.cards.map(\.uid) == ["g1"])
    let left = GroupCardMembership.edit(wanted: [], own: [], uid: "ada", cards: [family, other])
    #expect(left.cards.map(\.uid) == ["g1", "g3"])
  }
}
