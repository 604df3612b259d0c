import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Company cards: read by their marker, written back with it once")
struct CompanyCardTests {
  private static let apple = card3(
    "N:Coyote;Wile;;;", "FN:Wile Coyote", "ORG:Acme Inc.;", "X-ABShowAs:COMPANY",
    "TEL;type=WORK:+1 555 0100", "UID:acme-1")

  /// The one contact `text` holds, as an import reads it.
  private func imported(_ text: String) throws -> ContactImport {
    let contacts = try VCardFormat().read(Data(text.utf8), fileName: "company.vcf").contacts
    #expect(contacts.count == 1)
    return try #require(contacts.first)
  }

  /// `item` stored and exported as `version`.
  private func exported(_ item: ContactImport, _ version: VCardVersion) -> String {
    let export = ContactExport(
      contact: Contact(id: 1, item.draft), uid: item.uid, extras: item.extras)
    return String(decoding: VCardFormat(version: version).write([export]), as: UTF8.self)
  }

  private func lines(of text: String, named name: String) -> [String] {
    text.components(separatedBy: "\r\n").filter { $0.uppercased().hasPrefix(name) }
  }

  @Test func applesMarkerMakesACompanyShownByItsOrganizationThoughItNamesAPerson() throws {
    let item = try imported(Self.apple)
    #expect(item.draft.details.isCompany)
    #expect(item.draft.fullName == "Acme Inc.")
    #expect((item.draft.firstName, item.draft.lastName) == ("Wile", "Coyote"))
    #expect(!item.extras.uppercased().contains("ABSHOWAS"))
    #expect(Contact(id: 1, item.draft).sortKey == ContactSortKey(fullName: "Acme Inc."))
  }

  @Test func kindOrgOfVCard4MakesACompany() throws {
    let item = try imported(card4("FN:Acme Inc.", "ORG:Acme Inc.", "KIND:org", "UID:acme-2"))
    #expect(item.draft.details.isCompany)
    #expect(!item.extras.uppercased().contains("KIND"))
  }

  @Test(arguments: VCardVersion.allCases)
  func exportWritesTheMarkerOfItsVersionOnceAndAReimportChangesNothing(version: VCardVersion)
    throws
  {
    let first = try imported(Self.apple)
    let text = exported(first, version)
    #expect(lines(of: text, named: "X-ABSHOWAS").count == (version == .v3 ? 1 : 0))
    #expect(lines(of: text, named: "KIND").count == (version == .v4 ? 1 : 0))
    let again = try imported(text)
    #expect(again.draft == first.draft)
    #expect(again.extras == first.extras)
    #expect(VCardFormat.digest(of: again) == VCardFormat.digest(of: first))
    #expect(exported(again, version) == text)
  }

  @Test(arguments: VCardVersion.allCases)
  func aCompanyMadeInTheAppIsExportedWithItsMarkerAndReadBackAsOne(version: VCardVersion)
    throws
  {
    var form = ContactForm(firstName: "Wile", lastName: "Coyote", organization: "Acme Inc.")
    form.isCompany = true
    let contact = Contact(id: 7, try ContactDraft(form))
    let export = ContactExport(contact: contact, uid: "urn:uuid:acme", extras: "")
    let text = String(decoding: VCardFormat(version: version).write([export]), as: UTF8.self)
    #expect(lines(of: text, named: version == .v4 ? "KIND:ORG" : "X-ABSHOWAS:COMPANY").count == 1)
    let again = try imported(text)
    #expect(again.draft.details.isCompany)
    #expect(again.draft.fullName == "Acme Inc.")
    #expect(again.extras.isEmpty)
  }

  @Test func aMarkerWithoutAnOrganizationIsKeptAndWrittenBackAsItCame() throws {
    let item = try imported(card3("N:Coyote;Wile;;;", "FN:Wile Coyote", "X-ABShowAs:COMPANY"))
    #expect(!item.draft.details.isCompany)
    #expect(item.draft.fullName == "Wile Coyote")
    let text = exported(item, .v3)
    #expect(lines(of: text, named: "X-ABSHOWAS").count == 1)
  }

  @Test func aContactStoredWithTheMarkerKeptIsWrittenWithItOnceWhenMadeACompany() throws {
    // As a version that kept the marker stored it, then made a company on the edit form.
    let kept = try imported(card3("N:Coyote;Wile;;;", "FN:Wile Coyote", "X-ABShowAs:COMPANY"))
    var form = ContactForm(Contact(id: 1, kept.draft))
    form.organization = "Acme Inc."
    form.isCompany = true
    let export = ContactExport(
      contact: Contact(id: 1, try ContactDraft(form)), uid: kept.uid, extras: kept.extras)
    let text = String(decoding: VCardFormat(version: .v3).write([export]), as: UTF8.self)
    #expect(lines(of: text, named: "X-ABSHOWAS").count == 1)
  }
}
