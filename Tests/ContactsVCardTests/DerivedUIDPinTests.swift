import ContactsDomain
import ContactsVCard
import Foundation
import Testing

/// The uids cards without a `UID` derive stay the ones the released version derived: reading
/// details from kept properties, and phones labeled "home fax" or "work mobile", change none.
@Suite("Derived uids as the released version derived them")
struct DerivedUIDPinTests {
  /// `Fixtures/uid-pins.vcf` imported by the build of d402b75 (`contacts import`, then the
  /// database's `contact.uid`), card by card.
  static let released = [
    "urn:contacts:dfec5df22152c88485153ce12bf1124e",  // TEL;TYPE=HOME,FAX
    "urn:contacts:550199e151198ece4459e4ca8ecdbb9e",  // TEL;TYPE=WORK,CELL
    "urn:contacts:34feb55737620c95c5dc0f57c4a05ae6",  // TEL;TYPE=CELL,FAX
    // TYPE=HOME,VOICE,FAX and TYPE=WORK;TYPE=PAGER
    "urn:contacts:c81a04d514d9b153c28a385ce7b7e8bd",
    "urn:contacts:aa91800dc89cfd65f0f4e738967ea410",  // Apple's AssistantPhone, HomeFAX, HomePage
    "urn:contacts:68749f6803e95c4a7d810f0646789ab7",  // every 3.0 detail, ORG with a department
    "urn:contacts:2710dcc8b3e45ef261c81cf67bbd409f",  // 4.0: SORT-AS, BDAY --1226, RELATED, ADR
    "urn:contacts:a596fe75b7fffee39b40f31539abc639",  // Apple's year-less BDAY and a text BDAY
  ]

  @Test func everyCardDerivesTheUIDTheReleasedVersionDerived() throws {
    let file = try VCardFormat().read(Fixture.data("uid-pins"), fileName: "uid-pins.vcf")
    #expect(file.contacts.map(\.uid) == Self.released)
  }

  @Test func theCardsHaveTheirDetailsToo() throws {
    let file = try VCardFormat().read(Fixture.data("uid-pins"), fileName: "uid-pins.vcf")
    let details = file.contacts.map(\.draft.details)
    #expect(details[5].birthday?.text == "1815-12-10" && details[5].addresses.count == 1)
    #expect(details[6].birthday?.text == "--12-26" && details[6].related.count == 1)
    #expect(details[7].birthday?.text == "--12-09")
    #expect(
      file.contacts.map(\.draft.phones.first?.label).prefix(3) == [
        "home fax", "work mobile", "fax",
      ])
  }
}
