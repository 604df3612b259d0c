import ContactsDomain
import ContactsVCard
import Foundation
import Testing

/// A group card whose members the app changed is still the card its file had: the member line
/// dropped or added, every other line as it came, read back with the members it now lists.
@Suite("Group cards rewritten by the app read back as written")
struct GroupCardRewriteTests {
  private let format = VCardFormat()

  /// A group as macOS Contacts exports one: 3.0, Apple's kind and members, REV and UID last.
  private static let apple = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    PRODID:-//Apple Inc.//macOS 14.5//EN\r
    N:Mathematicians;;;;\r
    FN:Mathematicians\r
    X-ADDRESSBOOKSERVER-KIND:group\r
    X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:1B2C3D4E-0000-4000-8000-00000000A1A1\r
    X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:1B2C3D4E-0000-4000-8000-00000000B2B2\r
    REV:2024-05-01T10:00:00Z\r
    UID:9F8E7D6C-0000-4000-8000-00000000C3C3\r
    END:VCARD\r

    """

  /// A vCard 4.0 group as a CardDAV server writes one, a member's long URN folded.
  private static let rfc = """
    BEGIN:VCARD\r
    VERSION:4.0\r
    KIND:group\r
    FN:The Doe family\r
    UID:urn:uuid:3d5c1c2e-8f0a-4b6e-9c1d-2e3f4a5b6c7d\r
    MEMBER:urn:uuid:03a0e51f-d1aa-4385-8a53-e29025acd8af\r
    MEMBER:urn:uuid:b8767877-b4a1-4c70-9acc-505d3819e519-with-a-suffix-long-eno\r
     ugh-to-fold\r
    END:VCARD\r

    """

  private func group(_ text: String) throws -> GroupCard {
    try #require(try format.read(Data(text.utf8), fileName: "group.vcf").groups.first)
  }

  /// `group` written as an export writes it, and read again.
  private func writtenAndRead(_ group: GroupCard) throws -> GroupCard {
    let written = String(decoding: format.write([group]), as: UTF8.self)
    #expect(written == group.text)
    return try self.group(written)
  }

  @Test func anAppleGroupLosesOneMemberLineAndKeepsEveryOtherByteForByte() throws {
    let mathematicians = try group(Self.apple)
    #expect(mathematicians.text == Self.apple)
    let removed = mathematicians.removing(uid: "1B2C3D4E-0000-4000-8000-00000000A1A1")
    #expect(
      removed.text
        == Self.apple.replacingOccurrences(
          of: "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:1B2C3D4E-0000-4000-8000-00000000A1A1\r\n",
          with: ""))
    let read = try writtenAndRead(removed)
    #expect(read.members == ["urn:uuid:1B2C3D4E-0000-4000-8000-00000000B2B2"])
    #expect(read.name == "Mathematicians" && read.uid == mathematicians.uid)
  }

  @Test func aFoldedMemberLineGoesWithItsContinuation() throws {
    let family = try group(Self.rfc)
    #expect(family.text == Self.rfc, "the reader keeps the card as its file folded it")
    let long = "b8767877-b4a1-4c70-9acc-505d3819e519-with-a-suffix-long-enough-to-fold"
    let removed = family.removing(uid: "urn:uuid:\(long)")
    #expect(!removed.text.contains("with-a-suffix") && !removed.text.contains("ugh-to-fold"))
    #expect(
      try writtenAndRead(removed).members == ["urn:uuid:03a0e51f-d1aa-4385-8a53-e29025acd8af"])
  }

  @Test func anAddedMemberIsWrittenInTheCardsOwnKindAndFoldedWhenLong() throws {
    let apple = try group(Self.apple).adding(uid: "urn:uuid:4FFA5283-17BA-4406-9A29-CE1AA7AA9DDF")
    #expect(
      apple.text.contains(
        "00000000B2B2\r\nX-ADDRESSBOOKSERVER-MEMBER:urn:uuid:4FFA5283-17BA-4406-9A29-CE1AA7AA9DDF\r\n"
          + "REV:"))
    #expect(try writtenAndRead(apple).members.count == 3)
    let uid = String(repeating: "x", count: 90)
    let family = try group(Self.rfc).adding(uid: uid)
    #expect(
      family.text.hasSuffix(
        "ugh-to-fold\r\nMEMBER:urn:uuid:\(uid.prefix(59))\r\n \(uid.dropFirst(59))\r\nEND:VCARD\r\n"
      ))
    let read = try writtenAndRead(family)
    #expect(read.members.last == "urn:uuid:" + uid)
    #expect(read.lists(uid: uid) && read.removing(uid: uid).text == Self.rfc)
  }

  @Test func aCardNotListingTheContactIsLeftAsItIs() throws {
    let family = try group(Self.rfc)
    #expect(family.removing(uid: "nobody") == family)
    #expect(family.adding(uid: "03a0e51f-d1aa-4385-8a53-e29025acd8af") == family)
  }
}
