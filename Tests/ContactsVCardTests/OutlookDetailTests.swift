import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Outlook's manager, assistant, anniversary, IM address and role")
struct OutlookDetailTests {
  static let outlook = card3(
    "N:Lovelace;Ada", "FN:Ada Lovelace", "ORG:Engines", "TITLE:Analyst", "ROLE:Project lead",
    "X-MS-MANAGER:Charles Babbage", "X-MS-ASSISTANT:Mary Somerville",
    "X-MS-ANNIVERSARY:18350708", "X-MS-IMADDRESS:ada@aol.example")

  private func contact(_ text: String) throws -> ContactImport {
    try #require(try VCardFormat().read(Data(text.utf8), fileName: "ada.vcf").contacts.first)
  }

  @Test func theyAreReadIntoTheDetailsAndShownOnTheDetailsScreen() throws {
    let details = try contact(Self.outlook).draft.details
    #expect(
      (details.role, details.manager, details.assistant)
        == ("Project lead", "Charles Babbage", "Mary Somerville"))
    #expect(details.anniversary == PartialDate("1835-07-08"))
    #expect(details.chats == [labeled("", "ada@aol.example")])
  }

  @Test(arguments: VCardVersion.allCases)
  func unchangedTheyAreWrittenBackOnceAsTheyCame(version: VCardVersion) throws {
    let read = try contact(Self.outlook)
    let export = ContactExport(
      contact: Contact(id: 1, read.draft), uid: read.uid, extras: read.extras)
    let written = String(decoding: VCardFormat(version: version).write([export]), as: UTF8.self)
    for line in [
      "ROLE:Project lead", "X-MS-MANAGER:Charles Babbage", "X-MS-ASSISTANT:Mary Somerville",
      "X-MS-ANNIVERSARY:18350708", "X-MS-IMADDRESS:ada@aol.example",
    ] {
      #expect(written.components(separatedBy: "\r\n").filter { $0 == line }.count == 1)
    }
    // Nothing read from them is written a second time, as 4.0's or Apple's property.
    #expect(!written.contains("IMPP") && !written.contains("\r\nANNIVERSARY"))
    #expect(!written.contains("X-ABDATE"))
  }

  @Test(arguments: VCardVersion.allCases)
  func editedTheyReplaceTheLinesTheyCameFrom(version: VCardVersion) throws {
    let read = try contact(Self.outlook)
    var form = ContactForm(Contact(id: 1, read.draft))
    form.manager = "Augustus De Morgan"
    form.role = ""
    let export = ContactExport(
      contact: Contact(id: 1, try ContactDraft(form, origin: .imported)), uid: read.uid,
      extras: read.extras)
    let written = String(decoding: VCardFormat(version: version).write([export]), as: UTF8.self)
    #expect(written.contains("\r\nX-MS-MANAGER:Augustus De Morgan\r\n"))
    #expect(!written.contains("Babbage") && !written.contains("ROLE"))
    #expect(written.contains("\r\nX-MS-ASSISTANT:Mary Somerville\r\n"))
  }
}
