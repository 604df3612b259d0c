import ContactsDomain
import ContactsVCard
import Foundation
import Testing

/// A card written back in 3.0 and 4.0 through `VCardFormat.write`: the writer of `contacts
/// export`, the web's download and sync's upload alike.
@Suite("Names are exported as they came, nothing invented")
struct NameExportTests {
  @Test func aCardWithFNAloneGetsNoNIn40AndAnEmptyNIn30() throws {
    let text = try roundTrip(card3("FN:Ada Lovelace", "EMAIL:ada@example.com"))
    #expect(!text.v4.contains("\r\nN:"))
    #expect(text.v3.contains("\r\nN:;;;;\r\n"))
    for written in [text.v4, text.v3] {
      #expect(written.contains("\r\nFN:Ada Lovelace\r\n"))
      let again = try #require(
        try VCardFormat().read(Data(written.utf8), fileName: "x.vcf").contacts.first)
      #expect(again.draft.firstName == "Ada" && again.draft.lastName == "Lovelace")
    }
  }

  @Test func aMononymIsWrittenBackAsItCame() throws {
    let inN = try roundTrip(card3("N:;Antonion;;;", "FN:Antonion"))
    #expect(inN.v4.contains("\r\nN:;Antonion;;;\r\n") && inN.v3.contains("\r\nN:;Antonion;;;\r\n"))
    let inFN = try roundTrip(card3("FN:Antonion"))
    #expect(!inFN.v4.contains("\r\nN:"))
    #expect(inFN.v3.contains("\r\nN:;;;;\r\n"))
    // An empty N says nothing: 4.0 leaves it out, 3.0 requires it.
    let emptyN = try roundTrip(card3("N:;;;;", "FN:Antonion"))
    #expect(!emptyN.v4.contains("\r\nN:") && emptyN.v3.contains("\r\nN:;;;;\r\n"))
    let prefixOnly = try roundTrip(card3("N:;;Dr.;;", "FN:Antonion"))
    #expect(prefixOnly.v4.contains("\r\nN:;;Dr.;;\r\n"))
  }

  @Test func aCompanyCardGetsNoNIn40AndAnEmptyNIn30() throws {
    let text = try roundTrip(card3("FN:Acme Inc.", "ORG:Acme Inc."))
    #expect(!text.v4.contains("\r\nN:"))
    #expect(text.v3.contains("\r\nN:;;;;\r\n"))
    let again = try #require(
      try VCardFormat().read(Data(text.v4.utf8), fileName: "x.vcf").contacts.first)
    #expect(again.draft.organization == "Acme Inc." && again.draft.firstName.isEmpty)
  }

  @Test func aContactTypedInGetsItsNames() throws {
    let draft = try ContactDraft(firstName: "Grace", lastName: "Hopper")
    let export = ContactExport(contact: Contact(id: 1, draft), uid: "u", extras: "")
    for version in [VCardVersion.v3, .v4] {
      let text = String(decoding: VCardFormat(version: version).write([export]), as: UTF8.self)
      #expect(text.contains("\r\nN:Hopper;Grace;;;\r\n"))
    }
  }

  @Test func anEmptyNIsWrittenWithItsFiveComponentsAndAnEmptyFNAsTheNameShown() throws {
    let company = try roundTrip(card3("N:", "FN:", "ORG:Acme Inc."))
    let person = try roundTrip(card3("N;LANGUAGE=en:Lovelace;Ada", "FN: "))
    for written in [company.v4, company.v3] {
      #expect(written.contains("\r\nFN:Acme Inc.\r\nN:;;;;\r\n"))
    }
    for written in [person.v4, person.v3] {
      #expect(written.contains("\r\nFN:Ada Lovelace\r\nN;LANGUAGE=en:Lovelace;Ada;;;\r\n"))
    }
  }

  /// Keeping FN to remember that a card had no N must not change the uid derived for a card
  /// without a UID: a file imported before would otherwise be added again. The uids are the ones
  /// the version before this change derived (commit 777d2c0, `contacts export`).
  @Test func theUIDDerivedForACardWithoutOneIsTheOneDerivedBefore() throws {
    let file = try VCardFormat().read(
      Data(card3("FN:Ada Lovelace", "EMAIL:ada@example.com").utf8), fileName: "x.vcf")
    #expect(file.contacts.map(\.uid) == ["urn:contacts:d6fd6bf27f63b3153cf126446b5b5d91"])
  }

  /// The card of `text` exported in 4.0 and in 3.0, as the store keeps and gives it back.
  private func roundTrip(_ text: String) throws -> (v4: String, v3: String) {
    let contact = try #require(
      try VCardFormat().read(Data(text.utf8), fileName: "x.vcf").contacts.first)
    let export = ContactExport(
      contact: Contact(id: 1, contact.draft), uid: contact.uid, extras: contact.extras)
    func written(_ version: VCardVersion) -> String {
      String(decoding: VCardFormat(version: version).write([export]), as: UTF8.self)
    }
    return (written(.v4), written(.v3))
  }
}
