import ContactsDomain
import ContactsTestSupport
import ContactsVCard
import Foundation
import Testing

/// A file behind a `ByteSource` is read a chunk at a time: what it gives must be what the whole
/// file gives, and a card over the limits is skipped with a sentence saying why (issue 11,
/// item 10).
@Suite("Streaming vCard reader")
struct StreamingReaderTests {
  /// `text` behind a source that hands out `chunk` bytes at a time.
  private func file(_ name: String, _ text: String, chunk: Int = 1 << 20) -> ImportFile {
    ImportFile(name: name, contents: .source(ChunkedBytes(Data(text.utf8), chunk: chunk)))
  }

  private func items(_ file: ImportFile) throws -> [ContactFileItem] {
    let reader = try VCardFormat().reader(for: file)
    var items: [ContactFileItem] = []
    while let item = try reader.next() { items.append(item) }
    return items
  }

  @Test(arguments: VCardVersion.allCases, [1 << 20, 65_521])
  func aFileReadChunkByChunkGivesWhatTheWholeFileGives(version: VCardVersion, chunk: Int) throws {
    var generator = CardGenerator(seed: 12)
    // Folded lines and CRLF pairs fall across the 1 MiB chunk boundaries somewhere in 3 MiB.
    var cards: [VCard] = []
    var text = ""
    while text.utf8.count < 3 << 20 {
      cards += (0..<500).map { _ in generator.card() }
      text = VCardWriter.write(cards, version: version)
    }
    let whole = try VCardFormat().read(Data(text.utf8), fileName: "many.vcf")
    let streamed = try items(file("many.vcf", text, chunk: chunk))
    #expect(streamed.count == cards.count)
    #expect(
      streamed == whole.contacts.map(ContactFileItem.contact) + whole.skipped.map { .skipped($0) })
  }

  @Test func aCardOfTooManyPropertiesIsSkippedAndTheNextOneRead() throws {
    let many = String(repeating: "X-A:1\r\n", count: VCardLimits.maximumProperties + 1)
    let text =
      "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Too Many\r\n\(many)END:VCARD\r\n"
      + "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\nEND:VCARD\r\n"
    let read = try items(file("big.vcf", text))
    #expect(read.count == 2)
    #expect(
      read.first
        == .skipped(
          "big.vcf, line 1: card skipped: more than 10000 properties, the most one card may have"))
    guard case .contact(let contact)? = read.last else {
      Issue.record("the second card was not read: \(read)")
      return
    }
    #expect(contact.draft.fullName == "Ada Lovelace")
  }

  @Test func aCardLargerThanTheLimitIsSkipped() throws {
    let line = "NOTE:" + String(repeating: "a", count: 70) + "\r\n"
    let body = String(repeating: line, count: VCardLimits.maximumCardBytes / 70 + 1)
    let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Huge\r\n\(body)END:VCARD\r\n"
    let read = try VCardFormat().read(Data(text.utf8), fileName: "huge.vcf")
    #expect(read.contacts.isEmpty)
    #expect(
      read.skipped == [
        "huge.vcf, line 1: card skipped: larger than 8 MiB, the most one card may be"
      ])
  }

  @Test func aLineLongerThanTheLimitFailsTheFileNamingTheLine() throws {
    let text =
      "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nNOTE:"
      + String(repeating: "a", count: VCardLimits.maximumCardBytes + 1) + "\r\nEND:VCARD\r\n"
    #expect(throws: VCardError(fileName: "long.vcf", line: 4, reason: "a line longer than 8 MiB")) {
      _ = try items(file("long.vcf", text))
    }
  }

  @Test func theFirstCardOfALargeFileIsReadBeforeMostOfTheFile() throws {
    var generator = CardGenerator(seed: 13)
    var cards: [VCard] = []
    while cards.count < 6_000 { cards += (0..<500).map { _ in generator.card() } }
    let text = VCardWriter.write(cards)
    try #require(text.utf8.count > 2 << 20)
    let source = ChunkedBytes(Data(text.utf8), chunk: 1 << 20)
    let reader = try VCardFormat().reader(
      for: ImportFile(name: "big.vcf", contents: .source(source)))
    #expect(try reader.next() != nil)
    #expect(source.handedOut <= 1 << 20)
  }
}
