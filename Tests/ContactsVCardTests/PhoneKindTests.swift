import ContactsDomain
import ContactsVCard
import Foundation
import Testing

/// Faxes, pagers and the other kinds of phone, and Apple's coded labels: read as what they are,
/// written back as they came.
@Suite("Kinds of phone and Apple's labels")
struct PhoneKindTests {
  static let apple = card3(
    "N:Díaz;Ángel;;;", "FN:Ángel Díaz", "item1.TEL;type=pref:+34 600 000 001",
    "item1.X-ABLabel:_$!<AssistantPhone>!$_", "item2.TEL:+34 600 000 002",
    "item2.X-ABLabel:_$!<Mobile>!$_", "item3.TEL:+34 910 000 003",
    "item3.X-ABLabel:_$!<HomeFAX>!$_",
    "item4.EMAIL;type=INTERNET:angel@example.com", "item4.X-ABLabel:_$!<Other>!$_")

  @Test func aFaxAPagerAndTheOtherKindsAreReadAsWhatTheyAreAndWrittenBack() throws {
    let card = try readCard(
      card3(
        "FN:A B", "TEL;TYPE=HOME,FAX:+1 555 0100", "TEL;TYPE=PAGER:+1 555 0101",
        "TEL;TYPE=work,cell,voice:+1 555 0102", "TEL;TYPE=text:+1 555 0103",
        "TEL;TYPE=video:+1 555 0104", "TEL;TYPE=textphone:+1 555 0105"))
    #expect(
      card.form.phones.map(\.label) == [
        "home fax", "pager", "work mobile", "text", "video", "textphone",
      ])
    let text = VCardWriter.write(card, version: .v3)
    for line in [
      "TEL;TYPE=home,fax:+1 555 0100", "TEL;TYPE=pager:+1 555 0101",
      "TEL;TYPE=work,cell,voice:+1 555 0102", "TEL;TYPE=text:+1 555 0103",
      "TEL;TYPE=video:+1 555 0104", "TEL;TYPE=textphone:+1 555 0105",
    ] {
      #expect(text.contains("\r\n\(line)\r\n"), "\(line)")
    }
  }

  @Test func aKindTypedInIsWrittenAsItsTypes() throws {
    let form = ContactForm(
      firstName: "A", lastName: "B",
      phones: [labeled("home fax", "+1 555 0100"), labeled("work mobile", "+1 555 0101")])
    let export = ContactExport(
      contact: Contact(id: 1, try ContactDraft(form)), uid: "u", extras: "")
    let text = String(decoding: VCardFormat(version: .v4).write([export]), as: UTF8.self)
    #expect(
      text.contains("\r\nTEL;TYPE=home,fax:+1 555 0100\r\nTEL;TYPE=work,cell:+1 555 0101\r\n"))
  }

  @Test func applesCodedLabelsAreReadableAndWrittenBackAsTheyCame() throws {
    let contact = try #require(
      try VCardFormat().read(Data(Self.apple.utf8), fileName: "a.vcf").contacts.first)
    #expect(
      contact.draft.phones.map(\.label) == ["assistant", "mobile", "home fax"]
        && contact.draft.emails.map(\.label) == ["other"])
    let export = ContactExport(
      contact: Contact(id: 1, contact.draft), uid: contact.uid, extras: contact.extras)
    let text = String(decoding: VCardFormat(version: .v3).write([export]), as: UTF8.self)
    #expect(
      text.contains(
        "\r\nitem1.TEL;TYPE=pref:+34 600 000 001\r\nitem1.X-ABLABEL:_$!<AssistantPhone>!$_\r\n"
          + "item2.TEL:+34 600 000 002\r\nitem2.X-ABLABEL:_$!<Mobile>!$_\r\n"
          + "item3.TEL:+34 910 000 003\r\nitem3.X-ABLABEL:_$!<HomeFAX>!$_\r\n"
          + "item4.EMAIL;TYPE=internet:angel@example.com\r\nitem4.X-ABLABEL:_$!<Other>!$_\r\n"))
  }

  @Test func anEditedAppleLabelIsWrittenAsTheNewLabel() throws {
    var card = try readCard(Self.apple)
    card.form.phones[0] = labeled("work", "+34 600 000 001")
    let text = VCardWriter.write(card, version: .v3)
    #expect(!text.contains("AssistantPhone"))
    #expect(text.contains("\r\nitem1.TEL;TYPE=work;TYPE=pref:+34 600 000 001\r\n"))
  }

  /// Keeping Apple's coded labels must not change the uid derived for a card without a UID: a
  /// file imported before would otherwise be added again. The uids are the ones the version
  /// before this change derived.
  @Test func theUIDDerivedForAnAppleCardWithoutOneIsTheOneDerivedBefore() throws {
    let withoutUID = card3(
      "N:Díaz;Ángel;;;", "FN:Ángel Díaz", "item1.TEL;type=pref:+34 600 000 001",
      "item1.X-ABLabel:_$!<Mobile>!$_", "item2.EMAIL;type=INTERNET:angel@example.com",
      "item2.X-ABLabel:_$!<Other>!$_", "item3.TEL:+34 600 000 002", "item3.X-ABLabel:Lab")
    let file = try VCardFormat().read(Data(withoutUID.utf8), fileName: "x.vcf")
    #expect(file.contacts.map(\.uid) == ["urn:contacts:8f612c8a6a6c9c1b9755ca4652740fac"])
    let fixture = try VCardFormat().read(Fixture.data("apple-contacts"), fileName: "a.vcf")
    #expect(
      fixture.contacts.map(\.uid) == [
        "urn:contacts:05d421e432f1147476cda3a32301e0da", "7D1E5B36-8C0B-4E0B-9F1D-2C8E6F5B1A10",
        "urn:contacts:6d07711c93ca880a51ae884faf340846",
      ])
  }
}
