import ContactsVCard
import Foundation
import Testing

@Suite("Malformed files")
struct MalformedFileTests {
  /// The error reading `text` as `contacts.vcf` throws.
  private func failure(_ text: String) -> VCardError? {
    do {
      _ = try VCardReader.read(Data(text.utf8), fileName: "contacts.vcf", strict: true)
      return nil
    } catch {
      return error
    }
  }

  @Test func aBeginInsideACardNamesTheFileAndTheLine() {
    let text =
      card3("FN:Ada Lovelace")
      + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Grace\r\n  Hopper\r\nBEGIN:VCARD\r\n"
    #expect(failure(text)?.message == "contacts.vcf, line 9: BEGIN:VCARD inside a card")
  }

  @Test func aCardWithoutEndIsReportedAtItsBegin() {
    let text = card3("FN:Ada Lovelace") + "\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Grace Hopper\r\n"
    #expect(failure(text)?.message == "contacts.vcf, line 6: END:VCARD missing")
  }

  @Test func aLineWithNoColonIsReported() {
    #expect(
      failure(card3("FN:Ada Lovelace", "NOTE;hello there"))?.message
        == "contacts.vcf, line 4: a line with no colon")
  }

  @Test func linesOutsideACardAndStrayEndsAreReported() {
    #expect(
      failure("FN:Ada\r\n")?.message
        == "contacts.vcf, line 1: a line outside BEGIN:VCARD … END:VCARD")
    #expect(
      failure("\r\nEND:VCARD\r\n")?.message == "contacts.vcf, line 2: END:VCARD with no BEGIN:VCARD"
    )
    #expect(
      failure("BEGIN:VCALENDAR\r\n")?.message
        == "contacts.vcf, line 1: BEGIN:VCALENDAR is not a vCard")
  }

  @Test func anUnclosedQuoteAndAnUnknownCharsetAreReported() {
    #expect(
      failure(card3(#"TEL;TYPE="cell:+1 555 0100"#))?.reason
        == "a parameter value with no closing quote")
    #expect(failure(card3("FN;CHARSET=KLINGON:Ada Lovelace"))?.reason == "unknown CHARSET=KLINGON")
  }
}
