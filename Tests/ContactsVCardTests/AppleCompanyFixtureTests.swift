import ContactsDomain
import ContactsVCard
import Foundation
import Testing

/// Company cards other programs wrote (`Fixtures/corpus`, origins in its `ORIGINS.tsv`): a macOS
/// 15.5 Contacts export from stalwartlabs/calcard's tests (`PRODID:-//Apple Inc.//macOS 15.5//EN`,
/// with an inline photo) and Apple Calendar Server's test cards, each marked
/// `X-ABShowAs:COMPANY` and naming a person in `N`. Each is a company here, and an export in
/// either version read back is the same contact, so a round trip is no change to sync.
@Suite("Apple's company cards: read as companies, exported with their marker, unchanged")
struct AppleCompanyFixtureTests {
  static let files = [
    "calcard/077", "apple-calendarserver/FCBA0FA3-00B2-4C95-B4EC-4CCC4843F8B1",
    "apple-calendarserver/home1_addressbook_3", "apple-calendarserver/home3_addressbook_2",
  ]

  private func imported(_ data: Data, name: String) throws -> ContactImport {
    let file = try VCardFormat().read(data, fileName: name)
    #expect(file.skipped.isEmpty)
    #expect(file.contacts.count == 1)
    return try #require(file.contacts.first)
  }

  private func corpus(_ path: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: "corpus", withExtension: nil, subdirectory: "Fixtures"))
    return try Data(contentsOf: url.appendingPathComponent(path + ".vcf"))
  }

  private func exported(_ item: ContactImport, _ version: VCardVersion) -> String {
    let export = ContactExport(
      contact: Contact(id: 1, item.draft), uid: item.uid, extras: item.extras,
      photo: item.photo)
    return String(decoding: VCardFormat(version: version).write([export]), as: UTF8.self)
  }

  private func count(_ line: String, in text: String) -> Int {
    text.components(separatedBy: "\r\n").filter { $0.uppercased() == line }.count
  }

  @Test(arguments: files)
  func appleCompanyIsACompanyListedByItsOrganization(path: String) throws {
    let item = try imported(try corpus(path), name: path + ".vcf")
    #expect(item.draft.details.isCompany)
    #expect(item.draft.fullName == item.draft.organization)
    #expect(!item.draft.organization.isEmpty)
    #expect(!item.extras.uppercased().contains("ABSHOWAS"))
  }

  @Test(arguments: files, VCardVersion.allCases)
  func exportCarriesTheMarkerOnceAndReadsBackUnchanged(path: String, version: VCardVersion)
    throws
  {
    let first = try imported(try corpus(path), name: path + ".vcf")
    let text = exported(first, version)
    #expect(count("X-ABSHOWAS:COMPANY", in: text) == (version == .v3 ? 1 : 0))
    #expect(count("KIND:ORG", in: text) == (version == .v4 ? 1 : 0))
    let again = try imported(Data(text.utf8), name: "exported.vcf")
    #expect(again.draft == first.draft)
    #expect(again.extras == first.extras)
    #expect(again.photo == first.photo)
    #expect(VCardFormat.digest(of: again) == VCardFormat.digest(of: first))
    #expect(exported(again, version) == text)
  }
}
