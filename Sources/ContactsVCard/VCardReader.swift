import Foundation

/// Reads vCard 2.1, 3.0 and 4.0 files as real exporters write them.
///
/// Read the whole file first, then store the cards in one transaction: a malformed file throws
/// before anything is stored, and a card that cannot be a contact comes back as `.skipped`.
public enum VCardReader {
  /// Every card of `data`, in file order.
  ///
  /// - Parameter fileName: the name used in errors, such as `contacts.vcf`.
  /// - Throws: `VCardError` naming the file and line of the first thing that is not vCard syntax:
  ///   `BEGIN:VCARD inside a card`, `END:VCARD missing`, `a line with no colon`, …
  public static func read(_ data: Data, fileName: String) throws(VCardError) -> [VCardReadResult] {
    do {
      return try read(bytes(of: data), fileName: fileName)
    } catch {
      throw VCardError(fileName: fileName, line: error.line, reason: error.reason)
    }
  }

  private static func read(
    _ bytes: [UInt8], fileName: String
  ) throws(LineFailure) -> [VCardReadResult] {
    var scanner = LineScanner(bytes)
    var results: [VCardReadResult] = []
    var open: (line: Int, lines: [ContentLine])?
    while let logical = scanner.next() {
      let line = try ContentLine(logical)
      let isVCard =
        (line.name == "BEGIN" || line.name == "END") && text(line.value).uppercased() == "VCARD"
      switch line.name {
      case "BEGIN" where open != nil:
        throw LineFailure(line: line.number, reason: "BEGIN:\(text(line.value)) inside a card")
      case "BEGIN" where isVCard:
        open = (line.number, [])
      case "BEGIN":
        throw LineFailure(line: line.number, reason: "BEGIN:\(text(line.value)) is not a vCard")
      case "END" where open != nil && isVCard:
        results.append(try result(open!.lines, line: open!.line, fileName: fileName))
        open = nil
      case "END" where open == nil:
        throw LineFailure(line: line.number, reason: "END:\(text(line.value)) with no BEGIN:VCARD")
      case "END":
        throw LineFailure(line: line.number, reason: "END:\(text(line.value)) inside a card")
      default:
        guard open != nil else {
          throw LineFailure(line: line.number, reason: "a line outside BEGIN:VCARD … END:VCARD")
        }
        open!.lines.append(line)
      }
    }
    if let open { throw LineFailure(line: open.line, reason: "END:VCARD missing") }
    return results
  }

  private static func result(
    _ lines: [ContentLine], line: Int, fileName: String
  ) throws(LineFailure) -> VCardReadResult {
    let version = lines.first { $0.name == "VERSION" }.map { text($0.value) }
    var properties: [VCardProperty] = []
    properties.reserveCapacity(lines.count)
    for line in lines {
      properties.append(try PropertyDecoder.property(line, legacy: version == "2.1"))
    }
    switch CardBuilder.build(properties) {
    case .card(let card, let draft): return .card(card, draft: draft, line: line)
    case .skipped(let reason):
      return .skipped(VCardError(fileName: fileName, line: line, reason: "card skipped: \(reason)"))
    }
  }

  // MARK: - Bytes

  /// The file's bytes in UTF-8: a UTF-16 file (with its byte-order mark) is converted first.
  private static func bytes(of data: Data) -> [UInt8] {
    let head = Array(data.prefix(2))
    if head == [0xFF, 0xFE] || head == [0xFE, 0xFF], let text = String(data: data, encoding: .utf16)
    {
      return Array(text.utf8)
    }
    return Array(data)
  }

  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    FieldText.trimmed(String(decoding: bytes, as: UTF8.self))
  }
}
