import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Cards without a name: kept, shown by what they have, written back")
struct NoNameCardTests {
  /// The contact of the one card `text` holds, as the store would keep it.
  private func contact(_ text: String) throws -> (VCard, Contact) {
    let card = try readCard(text)
    let draft = try ContactDraft(card.form, origin: .imported)
    return (card, Contact(id: 1, draft))
  }

  @Test func aNumberAPhoneSavedIsAContactShownByItsNumber() throws {
    let text = (["BEGIN:VCARD", "VERSION:2.1", "TEL;CELL:+1 555 0100", "END:VCARD", ""])
      .joined(separator: "\r\n")
    let (_, saved) = try contact(text)
    #expect(saved.fullName == "+1 555 0100")
    #expect(saved.sortKey == ContactSortKey(fullName: "+1 555 0100"))
  }

  @Test func theShownNameIsTheFirstOfOrganizationNicknameEmailPhoneAndWebSite() {
    let email = [LabeledValue(label: "", value: "grace@example.com")]
    let phone = [LabeledValue(label: "", value: "+1 555 0100")]
    let url = [LabeledValue(label: "", value: "https://example.com")]
    func shown(
      _ org: String, _ nick: String, _ e: [LabeledValue], _ p: [LabeledValue], _ u: [LabeledValue]
    ) -> String {
      ContactName.shown(
        firstName: "", lastName: "", organization: org, nickname: nick, emails: e, phones: p,
        urls: u)
    }
    #expect(shown("Navy", "Amazing", email, phone, url) == "Navy")
    #expect(shown("", "Amazing", email, phone, url) == "Amazing")
    #expect(shown("", " ", email, phone, url) == "grace@example.com")
    #expect(
      shown("", "", [LabeledValue(label: "", value: " ")] + email, phone, url)
        == "grace@example.com")
    #expect(shown("", "", [], phone, url) == "+1 555 0100")
    #expect(shown("", "", [], [], url) == "https://example.com")
    #expect(shown("", "", [], [], []) == "")
  }

  @Test(arguments: VCardVersion.allCases)
  func anEmailOnlyCardIsWrittenWithItsEmailAsFNAndReadBackAsTheSameContact(
    version: VCardVersion
  ) throws {
    let (card, first) = try contact(card3("EMAIL;TYPE=INTERNET:someone@example.com"))
    let text = VCardWriter.write([card], version: version)
    #expect(text.contains("\r\nFN:someone@example.com\r\n"))
    let (_, again) = try contact(text)
    #expect(again == first)
    #expect(again.firstName.isEmpty && again.lastName.isEmpty)
  }

  @Test(arguments: VCardVersion.allCases)
  func anExportOfTheStoredContactWritesTheSameFNAsTheCardWriter(version: VCardVersion) throws {
    let item = try #require(
      try VCardFormat().read(Data(card3("TEL:+1 555 0100").utf8), fileName: "x.vcf").contacts.first)
    let export = ContactExport(
      contact: Contact(id: 1, item.draft), uid: item.uid, extras: item.extras)
    let written = VCardFormat(version: version).write([export])
    #expect(String(decoding: written, as: UTF8.self).contains("\r\nFN:+1 555 0100\r\n"))
  }

  @Test func aCardWithANameInNIsNotMistakenForOneShownByItsNickname() throws {
    let (_, bob) = try contact(card3("N:;Bob;;;", "FN:Bob", "EMAIL:Bob"))
    #expect(bob.firstName == "Bob")
  }
}
