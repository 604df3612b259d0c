import ContactsDomain
import Foundation
import Testing

@testable import ContactsVCard

@Suite("VCardFormat: vCard files as imports and exports")
struct VCardFormatTests {
  private let format = VCardFormat()

  private func read(_ text: String, fileName: String = "test.vcf") throws -> ContactFile {
    try format.read(Data(text.utf8), fileName: fileName)
  }

  @Test func itNamesItsExtensionAndMediaTypeAndWrites40UnlessTold() {
    #expect(format.fileExtension == "vcf")
    #expect(format.mediaType == "text/vcard")
    #expect(format.version == .v4)
    #expect(VCardFormat(version: .v3).version == .v3)
  }

  @Test func aFileBecomesContactsWithTheirUIDsAndSkippedCardsBecomeSentences() throws {
    var data = try Fixture.data("apple-contacts")
    data.append(Data(card3("NOTE:met at the station").utf8))
    let file = try format.read(data, fileName: "apple.vcf")
    #expect(
      file.contacts.map(\.draft.fullName) == [
        "Ada Lovelace", "Ángel Díaz", "Analytical Engines Ltd.",
      ])
    #expect(file.contacts[1].uid == "7D1E5B36-8C0B-4E0B-9F1D-2C8E6F5B1A10")
    #expect(
      file.skipped == [
        "apple.vcf, line 48: card skipped: nothing to show it by: no name, organization, nickname, email, phone or web site"
      ])
  }

  @Test func aMalformedFileThrowsTheCodecsErrorNamingTheFileAndLine() {
    #expect(throws: VCardError(fileName: "bad.vcf", line: 4, reason: "a line with no colon")) {
      try VCardFormat(strict: true).read(
        Data(card3("FN:Ada Lovelace", "NOTE;hello there").utf8), fileName: "bad.vcf")
    }
  }

  @Test func readingTheSameFileTwiceGivesTheSameUIDsAndExtras() throws {
    let data = try Fixture.data("apple-contacts")
    #expect(try format.read(data, fileName: "a.vcf") == format.read(data, fileName: "a.vcf"))
  }

  @Test func aCardWithoutUIDGetsOneDerivedFromItsContentButNotFromItsRevision() throws {
    let ada = try read(card3("FN:Ada Lovelace", "BDAY:1815-12-10", "REV:2024-01-01"))
    let revised = try read(card3("FN:Ada Lovelace", "BDAY:1815-12-10", "REV:2025-06-30"))
    let otherBirthday = try read(card3("FN:Ada Lovelace", "BDAY:1815-12-11"))
    let otherName = try read(card3("FN:Ada King", "BDAY:1815-12-10"))
    let uid = try #require(ada.contacts.first?.uid)
    #expect(uid.hasPrefix("urn:contacts:"))
    #expect(uid.count == "urn:contacts:".count + 32)
    #expect(revised.contacts.first?.uid == uid)
    #expect(otherBirthday.contacts.first?.uid != uid)
    #expect(otherName.contacts.first?.uid != uid)
    #expect(
      try read(card3("FN:Ada Lovelace", "UID:  ")).contacts.first?.uid
        == read(card3("FN:Ada Lovelace")).contacts.first?.uid)
  }

  @Test func extrasHoldTheRevisionDetailsAndKeptPropertiesAsSortedJSON() throws {
    let extras = try #require(
      try read(card3("N:Lovelace;Ada;Augusta;;", "REV:2024-01-01", "URL:https://a.example/x"))
        .contacts.first?.extras)
    #expect(
      extras == #"{"fieldDetails":[{"name":"N","parameters":[],"value":"Lovelace;Ada;Augusta;;"}],"#
        + #""keptProperties":[{"name":"URL","parameters":[],"value":"https://a.example/x"}],"#
        + #""revision":"2024-01-01"}"#)
    #expect(try read(card3("N:Lovelace;Ada;;;", "FN:Ada Lovelace")).contacts.first?.extras == "")
    // A card without N keeps its FN, so that export invents no N.
    #expect(
      try read(card3("FN:Ada Lovelace")).contacts.first?.extras
        == #"{"fieldDetails":[{"name":"FN","parameters":[],"value":"Ada Lovelace"}],"keptProperties":[]}"#
    )
  }

  @Test(arguments: VCardVersion.allCases)
  func writingPutsBackTheUIDAndEverythingTheImportKept(version: VCardVersion) throws {
    let imported = try format.read(try Fixture.data("apple-contacts"), fileName: "apple.vcf")
    let exports = imported.contacts.enumerated().map { index, item in
      // The store exports a contact with its photo, kept apart from the extras.
      ContactExport(
        contact: Contact(id: Int64(index + 1), item.draft), uid: item.uid, extras: item.extras,
        photo: item.photo)
    }
    let text = String(decoding: VCardFormat(version: version).write(exports), as: UTF8.self)
    #expect(text.hasPrefix("BEGIN:VCARD\r\nVERSION:\(version.rawValue)\r\nFN:Ada Lovelace\r\n"))
    for line in [
      "N:Lovelace;Ada;Augusta;Countess;", "BDAY;VALUE=date:1815-12-10", "UID:\(exports[1].uid)",
      "REV:2024-03-01T10:20:30Z", "X-SOCIALPROFILE;TYPE=twitter:https://twitter.com/ada",
    ] {
      #expect(text.contains("\r\n\(line)\r\n"), "no \(line)")
    }
    #expect(
      try VCardFormat().read(Data(text.utf8), fileName: "again.vcf").contacts == imported.contacts)
  }

  @Test func aContactMadeInTheAppWritesItsNamesAndUID() {
    let ada = Contact(id: 1, firstName: "Ada", lastName: "Lovelace")
    let text = String(
      decoding: format.write([ContactExport(contact: ada, uid: "urn:uuid:1", extras: "")]),
      as: UTF8.self)
    #expect(
      text
        == "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\nUID:urn:uuid:1\r\n"
        + "END:VCARD\r\n")
  }

  @Test func extrasThatAreNotOursAreIgnoredRatherThanWrittenAsGarbage() {
    let ada = Contact(id: 1, firstName: "Ada", lastName: "Lovelace")
    let text = String(
      decoding: format.write([ContactExport(contact: ada, uid: "u", extras: "BDAY:1815")]),
      as: UTF8.self)
    #expect(!text.contains("1815"))
  }

  @Test(arguments: [
    ("", "6c62272e07bb014262b821756295c58d"), ("a", "d228cb696f1a8caf78912b704e4a8964"),
    ("foobar", "343e1662793c64bf6f0d3597ba446f18"), ("Ángel", "22b64d75ee3c64bf6cea946e2291d9e7"),
  ])
  func theHashIsFNV1a128(text: String, hex: String) {
    var hash = FNV1a128()
    hash.combine(text.utf8)
    #expect(hash.hex == hex)
  }
}
