import ContactsDomain
import ContactsPresentation
import Testing

/// A list of one group stays in it: every window it leads to, and the rows it inserts; a
/// group's name is shown bounded wherever a line sums it up.
@Suite("ContactListWindow in a group")
struct GroupWindowTests {
  private func contact(_ id: Contact.ID, _ first: String, groups: [String] = []) -> Contact {
    var details = ContactDetails()
    details.groups = groups
    return Contact(id: id, firstName: first, lastName: "Test", details: details)
  }

  @Test func theWindowsAroundAGroupsWindowAreOfTheSameGroup() {
    var window = ContactListWindow(limit: 1, group: "Work")
    #expect(window.firstPage().group == "Work")
    let request = window.page(.first)
    window.show(
      ContactPage(contacts: [contact(1, "Ada")], hasPrevious: true, hasNext: true), for: request)
    #expect(window.nextPage?.group == "Work")
    #expect(window.previousPage?.group == "Work")
    #expect(window.page(startingAt: "M").group == "Work")
    #expect(ContactListWindow().firstPage().group == nil)
  }

  @Test func aNewContactOutsideTheGroupIsNotInsertedIntoIt() {
    var window = ContactListWindow(group: "Work")
    window.show(
      ContactPage(contacts: [], hasPrevious: false, hasNext: false), for: window.page(.first))
    #expect(window.insert(contact(2, "Bob")) == nil)
    #expect(window.insert(contact(3, "Cid", groups: ["Work"]))?.index == 0)
  }

  @Test func anEmptyGroupSaysSoRatherThanThatTheBookIsEmpty() {
    var window = ContactListWindow(group: "Work")
    window.show(
      ContactPage(contacts: [], hasPrevious: false, hasNext: false), for: window.page(.first))
    #expect(window.screen == .emptyGroup("Work"))
    #expect(ListScreen.emptyGroupSentence("Work") == "No contacts are in a group called “Work”.")
  }

  @Test func groupsAreCountedInWords() {
    #expect(GroupRow(ContactGroup(name: "A", count: 1)).countText == "1 contact")
    #expect(GroupRow(ContactGroup(name: "A", count: 2_000)).countText == "2,000 contacts")
    #expect(GroupsScreen([]) == .noGroups)
  }

  @Test func aLongNameIsCutOnTheGroupsScreenAndInTheEmptyGroupSentence() {
    let name = String(repeating: "x", count: 1_000) + "\u{202E}end"
    let row = GroupRow(ContactGroup(name: name, count: 1))
    #expect(row.shownName == ShownText.summaryLine(name))
    #expect(row.shownName.count <= ShownText.summaryLength + 10)
    #expect(!row.shownName.unicodeScalars.contains("\u{202E}"))
    #expect(ListScreen.emptyGroupSentence(name).count < ShownText.summaryLength + 50)
  }
}
