import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Lines as exporters write them")
struct LineSyntaxTests {
  @Test func foldedLinesAreUnfoldedWhateverTheLineEndAndBlank() throws {
    let text =
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Love\r\n lace;A\n\tda;;;\rNOTE:one\r\n  two\nEND:VCARD\r\n"
    let card = try readCard(text)
    #expect((card.form.firstName, card.form.lastName) == ("Ada", "Lovelace"))
    #expect(card.form.note == "one two")
  }

  @Test func aFoldInsideAMultiByteCharacterIsUnfoldedBeforeDecoding() throws {
    var bytes = Array("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ángel D".utf8)
    let i = Array("í".utf8)
    bytes += [i[0], 0x0D, 0x0A, 0x20, i[1]] + Array("az\r\nEND:VCARD\r\n".utf8)
    let results = try VCardReader.read(Data(bytes), fileName: "x.vcf")
    let card = try #require(results.first?.card)
    #expect(card.form.lastName == "Díaz")
  }

  @Test func aByteOrderMarkBlankLinesLowercaseNamesAndNoFinalNewlineAreFine() throws {
    let text =
      "\u{FEFF}begin:vcard\nversion:3.0\nfn:Ada Lovelace\nn:Lovelace;Ada;;;\ntel;type=cell:+1 555 0100\nend:vcard\n\n\n"
      + "BEGIN:VCARD\nVERSION:3.0\nFN:Grace Hopper\nEND:VCARD"
    let results = try read(text)
    #expect(results.compactMap(\.card).map(\.form.lastName) == ["Lovelace", "Hopper"])
    #expect(results.first?.card?.form.phones == [labeled("mobile", "+1 555 0100")])
    #expect(results.map { if case .card(_, _, let line) = $0 { line } else { 0 } } == [1, 9])
  }

  @Test func escapedCharactersAreUnescapedInEveryMappedField() throws {
    let card = try readCard(
      card3(
        #"N:O\;Brien\,Jr;Seán\\Pól;;;"#, #"ORG:Smith\, Jones & Co."#,
        #"NOTE:line one\nline two\Nline three\: done \x"#))
    #expect(card.form.lastName == "O;Brien,Jr")
    #expect(card.form.firstName == #"Seán\Pól"#)
    #expect(card.form.organization == "Smith, Jones & Co.")
    #expect(card.form.note == "line one\nline two\nline three: done \\x")
  }

  @Test func nAloneGivesTheNamesAndFNAloneIsSplitAtItsLastSpace() throws {
    let fromN = try readCard(card3("N:Hopper;Grace;;;"))
    #expect((fromN.form.firstName, fromN.form.lastName) == ("Grace", "Hopper"))
    #expect(fromN.fieldDetails.isEmpty)
    let fromFN = try readCard(card3("FN:Mary Ann Evans"))
    #expect((fromFN.form.firstName, fromFN.form.lastName) == ("Mary Ann", "Evans"))
    let partialN = try readCard(card3("N:Evans;;;;", "FN:George Eliot"))
    #expect((partialN.form.firstName, partialN.form.lastName) == ("", "Evans"))
    #expect(partialN.detail("FN")?.value == "George Eliot")
  }

  @Test func typeListsQuotedTypesBareTypesAndPrefAreAllUnderstood() throws {
    let card = try readCard(
      card3(
        "TEL;TYPE=cell,voice:+1 555 0101", #"TEL;TYPE="cell":+1 555 0102"#,
        "TEL;CELL;PREF:+1 555 0103",
        "TEL;TYPE=WORK;TYPE=VOICE:+1 555 0104", "TEL;type=pref:+1 555 0105", "FN:A B"))
    #expect(card.form.phones.map(\.label) == ["mobile", "mobile", "mobile", "work", ""])
    #expect(
      card.fieldDetails.filter { $0.name == "TEL" }.map(\.parameters) == [
        [VCardParameter("TYPE", "voice")], [VCardParameter("PREF", "1")],
        [VCardParameter("TYPE", "voice")], [VCardParameter("PREF", "1")],
      ])
  }

  @Test func invalidUTF8WithoutACharsetIsReadAsWindows1252() throws {
    let bytes =
      Array("BEGIN:VCARD\nVERSION:2.1\nN:M".utf8) + [0xFC] + Array("ller;J".utf8) + [0xFC, 0x80]
      + Array("rgen\nEND:VCARD\n".utf8)
    let card = try #require(try VCardReader.read(Data(bytes), fileName: "x.vcf").first?.card)
    #expect(card.form.lastName == "Müller")
    #expect(card.form.firstName == "Jü€rgen")
  }

  @Test func aUTF16FileIsReadLikeItsUTF8Text() throws {
    let text = card3("FN:Zoë Adams")
    var data = Data([0xFF, 0xFE])
    data.append(text.data(using: .utf16LittleEndian)!)
    let card = try #require(try VCardReader.read(data, fileName: "x.vcf").first?.card)
    #expect(card.form.firstName == "Zoë")
  }

  @Test func anEmptyFileHoldsNoCards() throws {
    #expect(try read("").isEmpty)
    #expect(try read("\u{FEFF}\r\n\r\n").isEmpty)
  }
}
