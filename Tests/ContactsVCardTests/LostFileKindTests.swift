import ContactsDomain
import Foundation
import Testing

@testable import ContactsVCard

/// The kinds of real file that were lost (issue 30), each read whole from a small file written in
/// its style (`Fixtures`).
@Suite("Files once lost, read whole")
struct LostFileKindTests {
  @Test func aCyrillicOutlookFileWithoutACharsetIsReadInCodePage1251() throws {
    let cards = try Fixture.cards("outlook-cp1251")
    #expect(cards.map(\.form.firstName) == ["Ольга", "Тарас", "Яна"])
    #expect(cards.map(\.form.lastName) == ["Смирнова", "Шевченко", "Петрова"])
    #expect(cards.map(\.form.organization) == ["ООО Ромашка", "Київська обл. адміністрація", "Юг"])
    #expect(cards.first?.kept("ADR")?.value == ";;ул. Тверская\\, 7;Москва;;125009;Россия")
  }

  @Test func aGreekOutlookFileWithoutACharsetIsReadInCodePage1253() throws {
    let cards = try Fixture.cards("outlook-cp1253")
    #expect(cards.map(\.form.firstName) == ["Γιώργος", "Ελένη", "Νίκος"])
    #expect(cards.map(\.form.lastName) == ["Παπαδόπουλος", "Νικολάου", "Δημητρίου"])
    #expect(cards.first?.form.department == "Λογιστήριο")
  }

  @Test(arguments: [
    ("Müller", LegacyCodePage.windows1252), ("Èâàí Ïåòðîâ", .windows1251),
    ("Ãéþñãïò Ðáðáäüðïõëïò", .windows1253), ("José Núñez", .windows1252),
    ("Straße 7 \u{96} Köln", .windows1252),
  ])
  func aCodePageIsToldByItsWords(latin1Spelling: String, codePage: LegacyCodePage) {
    // The bytes are written as ISO-8859-1 spells them: each character is one byte.
    let bytes = latin1Spelling.unicodeScalars.map { UInt8($0.value) }
    #expect(LegacyCodePage.of([bytes]) == codePage)
  }

  @Test func aQuotedPrintableNameDropsItsControlCharactersRatherThanTheCard() throws {
    let results = try Fixture.results("sim-names")
    #expect(results.compactMap(\.skipReason).isEmpty)
    let cards = results.compactMap(\.card)
    #expect(cards.map(\.form.firstName) == ["Anna", "Jonas", "Yuki Nakamura"])
    #expect(cards.map(\.form.lastName) == ["Müller", "Berg", ""])
    #expect(
      cards.map(\.form.phones.first?.value) == ["+491701234567", "+46812345678", "+819012345678"])
  }

  @Test func aPhoneBackupsNotesAndNumbersStayOnTheirOwnContacts() throws {
    let results = try Fixture.results("phone-backup")
    #expect(results.compactMap(\.lineSkipReason).isEmpty)
    let cards = results.compactMap(\.card)
    #expect(
      cards.map(\.form.lastName) == ["Lindqvist", "Okafor", "Rossi", "Tanaka", "Nowak", "Silva"])
    #expect(
      cards.map(\.form.note) == [
        "Gate code 4711\nLeave parcels with the neighbour", "",
        "Allergic to peanuts\nBirthday party in June", "",
        "Spare key: under the mat\nDog is called Burek", "",
      ])
    #expect(
      cards.map { $0.form.phones.map(\.value) } == [
        ["+46701234567"], ["+2348031234567"], ["+393471234567"], ["+817012345678"],
        ["+48601234567"], ["+5511912345678"],
      ])
  }

  @Test func aGmailEmailWithALongCustomLabelIsShownAndItsLabelWrittenBack() throws {
    let cards = try Fixture.cards("gmail-long-labels")
    let jane = try #require(cards.first)
    #expect(
      jane.form.emails == [
        labeled("home", "jane@example.com"), labeled("", "jane@old-company.example"),
      ])
    #expect(jane.form.phones == [labeled("", "+1 555 010 3000")])
    #expect(cards.last?.form.emails == [labeled("Personal", "kofi@example.com")])
    let lines = VCardWriter.write([jane], version: .v3).components(separatedBy: "\r\n")
    #expect(lines.contains("item1.EMAIL;TYPE=internet:jane@old-company.example"))
    #expect(lines.contains("item1.X-ABLABEL:Address from the old company directory\\, 2009"))
    #expect(lines.contains("item2.X-ABLABEL:Reception desk on the second floor (ask for Jane)"))
  }
}
