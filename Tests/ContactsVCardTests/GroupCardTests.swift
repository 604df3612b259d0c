import ContactsDomain
import ContactsVCard
import Foundation
import Testing

/// Group cards (vCard 4.0 `KIND:group`, Apple's `X-ADDRESSBOOKSERVER-KIND:group`) are read as
/// groups, never as contacts, and written back as they came.
@Suite("Group cards")
struct GroupCardTests {
  private let format = VCardFormat()

  private func groups(_ text: String) throws -> ContactFile {
    try format.read(Data(text.utf8), fileName: "test.vcf")
  }

  @Test func aVCard4GroupIsAGroupWithItsMembersAndItsText() throws {
    let text =
      "BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:group\r\nFN:The Doe family\r\nUID:urn:uuid:g\r\n"
      + "MEMBER:urn:uuid:a\r\nMEMBER:urn:uuid:b\r\nEND:VCARD\r\n"
    let file = try groups(text)
    #expect(file.contacts.isEmpty && file.skipped.isEmpty)
    #expect(
      file.groups == [
        GroupCard(
          uid: "urn:uuid:g", name: "The Doe family", members: ["urn:uuid:a", "urn:uuid:b"],
          text: text)
      ])
  }

  @Test func anAppleGroupIsAGroupWrittenBackIn3Point0() throws {
    let text = card3(
      "N:Family;;;;", "FN:Family", "X-ADDRESSBOOKSERVER-KIND:group", "UID:abc",
      "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:ada")
    let group = try #require(try groups(text).groups.first)
    #expect(group.name == "Family" && group.uid == "abc" && group.members == ["urn:uuid:ada"])
    #expect(group.text == text)
    #expect(String(decoding: format.write([group]), as: UTF8.self) == text)
  }

  @Test func aGroupNamedOnlyByNIsNamedByIt() throws {
    let group = try #require(
      try groups(card3("N:Book club;;;;", "X-ADDRESSBOOKSERVER-KIND:GROUP")).groups.first)
    #expect(group.name == "Book club")
  }

  @Test func aGroupCardWithoutUIDGetsTheSameDerivedUIDEachTime() throws {
    let text = card3("FN:Family", "KIND:group", "MEMBER:urn:uuid:ada")
    let first = try #require(try groups(text).groups.first)
    #expect(first.uid.hasPrefix("urn:contacts:group:"))
    #expect(try groups(text).groups.first?.uid == first.uid)
    #expect(try groups(card3("FN:Work", "KIND:group")).groups.first?.uid != first.uid)
  }

  @Test func aGroupCardWithNoNameIsSkippedWithASentence() throws {
    let file = try groups(card3("KIND:group", "MEMBER:urn:uuid:ada"))
    #expect(file.groups.isEmpty && file.contacts.isEmpty)
    #expect(
      file.skipped == [
        "test.vcf, line 1: card skipped: a group card (KIND:group) with no name in FN or N"
      ])
  }

  @Test func appleCalendarServersGroupCardsAreGroups() throws {
    let data = try Data(
      contentsOf: CorpusTests.directory.appendingPathComponent("apple-calendarserver/6.vcf"))
    let file = try format.read(data, fileName: "6.vcf")
    #expect(file.groups.map(\.name) == ["New Group"])
    #expect(file.groups.first?.members == ["urn:uuid:uid-bad"])
    #expect(file.skipped.isEmpty)
  }
}
