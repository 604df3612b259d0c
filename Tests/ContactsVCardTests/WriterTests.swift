import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Writing vCards")
struct WriterTests {
  let ada = VCard(
    uid: "urn:uuid:0f1e2d3c-0000-4000-8000-000000000001", revision: "20240102T030405Z",
    form: ContactForm(
      firstName: "Ada", lastName: "Lovelace", phones: [labeled("mobile", "+44 20 7946 0001")],
      emails: [labeled("work", "ada@example.com")], organization: "Engines, Ltd.",
      note: "Line 1\nLine 2; done"),
    keptProperties: [VCardProperty(name: "BDAY", value: "1815-12-10")])

  @Test(arguments: VCardVersion.allCases)
  func versionComesRightAfterBeginThenFNNAndUIDAndEveryLineEndsWithCRLF(version: VCardVersion) {
    let text = VCardWriter.write(ada, version: version)
    #expect(
      text
        == [
          "BEGIN:VCARD", "VERSION:\(version.rawValue)", "FN:Ada Lovelace", "N:Lovelace;Ada;;;",
          "UID:urn:uuid:0f1e2d3c-0000-4000-8000-000000000001", "REV:20240102T030405Z",
          "ORG:Engines\\, Ltd.", "TEL;TYPE=cell:+44 20 7946 0001",
          "EMAIL;TYPE=work:ada@example.com",
          "NOTE:Line 1\\nLine 2\\; done", "BDAY:1815-12-10", "END:VCARD", "",
        ].joined(separator: "\r\n"))
  }

  @Test func namesAndNotesAreEscaped() {
    let card = VCard(
      form: ContactForm(firstName: #"Seán\Pól"#, lastName: "O;Brien, Jr", note: "a\r\nb\rc"))
    let text = VCardWriter.write(card)
    #expect(text.contains("\r\nFN:Seán\\\\Pól O\\;Brien\\, Jr\r\n"))
    #expect(text.contains("\r\nN:O\\;Brien\\, Jr;Seán\\\\Pól;;;\r\n"))
    #expect(text.contains("\r\nNOTE:a\\nb\\nc\r\n"))
  }

  @Test func fnAndOrgAreWrittenTrimmedAsTheAppWillStoreThem() {
    let card = VCard(
      form: ContactForm(
        firstName: " Ada\u{3000}", lastName: "\tLovelace\n", organization: "  Engines "))
    let text = VCardWriter.write(card)
    #expect(text.contains("\r\nFN:Ada Lovelace\r\n"))
    #expect(text.contains("\r\nORG:Engines\r\n"))
  }

  @Test func aDetailStillAppliesWhenTheFormHoldsTheSameTextDecomposed() throws {
    var card = try readCard(card3("N:Zola;\u{C9}mile;Édouard;;", "TEL;PREF=1:+33 1 00 00 00 00"))
    card.form.firstName = "E\u{301}mile"
    card.form.phones = [labeled("", " +33 1 00 00 00 00 ")]
    let text = VCardWriter.write(card)
    #expect(text.contains("\r\nN:Zola;\u{C9}mile;Édouard;;\r\n"))
    #expect(text.contains("\r\nTEL;PREF=1:+33 1 00 00 00 00\r\n"))
  }

  @Test func longLinesAreFoldedAt75OctetsWithoutSplittingACharacter() throws {
    let note = String(repeating: "é", count: 36) + "x" + String(repeating: "日本", count: 40)
    let text = VCardWriter.write(
      VCard(form: ContactForm(firstName: "A", lastName: "B", note: note)))
    let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count > 4)
    for line in lines {
      #expect(line.utf8.count <= 75)
    }
    let folded = Array(text.utf8)
    for index in folded.indices.dropLast(2) where folded[index] == 0x0D {
      #expect(folded[index + 2] & 0xC0 != 0x80, "a continuation byte after a fold at \(index)")
    }
    #expect(
      try roundTrip([VCard(form: ContactForm(firstName: "A", lastName: "B", note: note))], .v4)[0]
        .form.note == note)
  }

  @Test func labelsNoTypeWritesGetAnXABLabelInAGroupNoKeptPropertyUses() {
    let card = VCard(
      form: ContactForm(
        firstName: "A", lastName: "B",
        phones: [labeled("Grand-mère", "+33 1 00 00 00 01"), labeled("", "555 0100")],
        emails: [labeled("iCloud", "a@icloud.example")]),
      keptProperties: [VCardProperty(group: "item1", name: "URL", value: "https://example.com")])
    let text = VCardWriter.write(card)
    #expect(
      text.contains(
        "\r\nitem2.TEL:+33 1 00 00 00 01\r\nitem2.X-ABLABEL:Grand-mère\r\nTEL:555 0100\r\n"
          + "item3.EMAIL:a@icloud.example\r\nitem3.X-ABLABEL:iCloud\r\nitem1.URL:https://example.com\r\n"
      ))
  }

  @Test func detailsAreUsedWhileTheFieldIsUnchangedAndDroppedOnceItIsEdited() throws {
    var card = try readCard(
      card3(
        "N:Lovelace;Ada;Augusta;;", "FN:Countess Ada Lovelace",
        "TEL;TYPE=cell;PREF=1;X-SERVICE=sip:+1 555 0100",
        "TEL;TYPE=home:+1 555 0101", "ORG:Engines;Research"))
    #expect(VCardWriter.write(card).contains("TEL;TYPE=cell;PREF=1;X-SERVICE=sip:+1 555 0100"))
    card.form.phones = [labeled("mobile", "+1 555 0199")]
    card.form.firstName = "Augusta"
    card.form.middleName = ""
    card.form.organization = "Engines"
    card.form.department = ""
    let text = VCardWriter.write(card)
    #expect(text.contains("\r\nFN:Augusta Lovelace\r\nN:Lovelace;Augusta;;;\r\n"))
    #expect(
      text.contains("\r\nTEL;TYPE=cell:+1 555 0199\r\nORG:Engines\r\n")
        || text.contains("\r\nORG:Engines\r\nTEL;TYPE=cell:+1 555 0199\r\n"))
    #expect(!text.contains("0100"))
    #expect(!text.contains("0101"))
    #expect(!text.contains("Research"))
  }

  @Test func version3WritesBinaryAsEncodingBAndMediaURIsWithValueURI() throws {
    var form = ContactForm(firstName: "A", lastName: "B")
    form.nickname = "Addy"
    let card = VCard(
      form: form,
      keptProperties: [
        VCardProperty(name: "PHOTO", value: "data:image/png;base64,iVBORw0KGgo="),
        VCardProperty(name: "LOGO", value: "https://example.com/logo.gif"),
        VCardProperty(name: "KEY", value: "data:application/pgp-keys;base64,AAAA"),
        VCardProperty(name: "NICKNAME", parameters: [VCardParameter("PREF", "1")], value: "Addy"),
      ])
    let text = VCardWriter.write(card, version: .v3)
    #expect(text.contains("\r\nPHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgo=\r\n"))
    #expect(text.contains("\r\nLOGO;VALUE=uri:https://example.com/logo.gif\r\n"))
    #expect(text.contains("\r\nKEY;ENCODING=b;TYPE=PGP-KEYS:AAAA\r\n"))
    #expect(text.contains("\r\nNICKNAME;TYPE=pref:Addy\r\n"))
    #expect(try roundTrip([card], .v3) == [card])
  }

  @Test func parameterValuesAreQuotedAndCaretEscapedWhenTheyMustBe() throws {
    let parameter = VCardParameter(name: "X-NOTE", values: [#"a "b": c"#, "line\nbreak^", "plain"])
    let card = VCard(
      form: ContactForm(firstName: "A", lastName: "B"),
      keptProperties: [VCardProperty(name: "X-THING", parameters: [parameter], value: "v")])
    let text = VCardWriter.write(card)
    #expect(text.contains(#"X-THING;X-NOTE="a ^'b^': c",line^nbreak^^,plain:v"#))
    #expect(try roundTrip([card], .v4) == [card])
  }

  @Test func severalCardsFollowOneAnother() {
    let text = VCardWriter.write([ada, ada], version: .v3)
    #expect(text.components(separatedBy: "BEGIN:VCARD\r\nVERSION:3.0\r\n").count == 3)
    #expect(text.hasSuffix("END:VCARD\r\n"))
  }
}
