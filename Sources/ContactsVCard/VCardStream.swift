import Foundation

/// Reads a vCard file one card at a time, as real exporters write them (2.1, 3.0 and 4.0): only
/// the card being read is in memory, and a card over `VCardLimits` is skipped without being kept.
struct VCardStream {
  private var scanner: LineScanner
  private let fileName: String

  /// A reader of the whole file `data`; a UTF-16 file (with its byte-order mark) is converted.
  init(_ data: Data, fileName: String) {
    scanner = LineScanner(Self.utf8(data))
    self.fileName = fileName
  }

  /// A reader of the file behind `handle`, a chunk at a time. A UTF-16 file is read whole and
  /// converted: exporters write UTF-16 for small files only.
  init(_ handle: FileHandle, fileName: String) throws {
    let head = try handle.read(upToCount: ByteInput.chunkSize) ?? Data()
    if Self.isUTF16(head) {
      scanner = LineScanner(Self.utf8(head + (try handle.readToEnd() ?? Data())))
    } else {
      scanner = LineScanner(head: Array(head), input: ByteInput(handle))
    }
    self.fileName = fileName
  }

  /// How many bytes of the file were read so far.
  var bytesRead: Int { scanner.bytesRead }

  /// The next card, nil at the end of the file.
  ///
  /// - Throws: `VCardError` naming the file and line of the first thing that is not vCard
  ///   syntax: `BEGIN:VCARD inside a card`, `END:VCARD missing`, `a line with no colon`, …
  mutating func next() throws(VCardError) -> VCardReadResult? {
    do {
      return try nextCard()
    } catch {
      throw VCardError(fileName: fileName, line: error.line, reason: error.reason)
    }
  }

  private mutating func nextCard() throws(LineFailure) -> VCardReadResult? {
    var open: OpenCard?
    while let logical = try scanner.next() {
      let line = try ContentLine(logical)
      let isVCard =
        (line.name == "BEGIN" || line.name == "END")
        && Self.text(line.value).uppercased() == "VCARD"
      switch line.name {
      case "BEGIN" where open != nil:
        throw LineFailure(line: line.number, reason: "BEGIN:\(Self.text(line.value)) inside a card")
      case "BEGIN" where isVCard:
        open = OpenCard(line: line.number)
      case "BEGIN":
        throw LineFailure(
          line: line.number, reason: "BEGIN:\(Self.text(line.value)) is not a vCard")
      case "END" where open != nil && isVCard:
        return try open!.result(fileName: fileName)
      case "END" where open == nil:
        throw LineFailure(
          line: line.number, reason: "END:\(Self.text(line.value)) with no BEGIN:VCARD")
      case "END":
        throw LineFailure(line: line.number, reason: "END:\(Self.text(line.value)) inside a card")
      default:
        guard open != nil else {
          throw LineFailure(line: line.number, reason: "a line outside BEGIN:VCARD … END:VCARD")
        }
        open!.append(line, bytes: logical.bytes.count)
      }
    }
    if let open { throw LineFailure(line: open.line, reason: "END:VCARD missing") }
    return nil
  }

  // MARK: - Bytes

  private static func isUTF16(_ data: Data) -> Bool {
    let head = Array(data.prefix(2))
    return head == [0xFF, 0xFE] || head == [0xFE, 0xFF]
  }

  /// The file's bytes in UTF-8: a UTF-16 file (with its byte-order mark) is converted first.
  private static func utf8(_ data: Data) -> [UInt8] {
    if isUTF16(data), let text = String(data: data, encoding: .utf16) { return Array(text.utf8) }
    return Array(data)
  }

  static func text(_ bytes: ArraySlice<UInt8>) -> String {
    FieldText.trimmed(String(decoding: bytes, as: UTF8.self))
  }
}
