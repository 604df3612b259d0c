/// A content line once unfolded, with the physical line it starts on.
struct LogicalLine {
  var bytes: [UInt8]
  var number: Int
}

/// Cuts a file's bytes into logical lines, unfolding on bytes before any UTF-8 is decoded, so a
/// fold inside a multi-byte character is harmless.
///
/// Lines end with CRLF, LF or CR. A line that starts with a space or a tab continues the one before
/// (the first blank is dropped). A quoted-printable value whose line ends in `=` continues on the
/// next line as it is (a soft line break). A vCard 2.1 base64 value continues on following lines
/// that hold no colon, until a blank line. Blank lines between content lines are skipped.
struct LineScanner {
  private let bytes: [UInt8]
  private var position: Int
  private var lineNumber = 1

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    position = bytes.starts(with: bom) ? 3 : 0
  }

  /// The next logical line, or `nil` at the end of the file.
  mutating func next() -> LogicalLine? {
    var first = nextPhysicalLine()
    while let line = first, isBlank(line) { first = nextPhysicalLine() }
    guard let first else { return nil }
    var logical = LogicalLine(bytes: Array(bytes[first]), number: lineNumber - 1)
    var header: Header?
    while let line = peekPhysicalLine() {
      if logical.bytes.last == UInt8(ascii: "="), readHeader(&header, logical).isQuotedPrintable {
        logical.bytes.removeLast()
        logical.bytes += bytes[line.range]
      } else if let blank = line.range.first.map({ bytes[$0] }), blank == 0x20 || blank == 0x09 {
        logical.bytes += bytes[(line.range.lowerBound + 1)..<line.range.upperBound]
      } else if !isBlank(line.range), !bytes[line.range].contains(UInt8(ascii: ":")),
        readHeader(&header, logical).isBase64
      {
        logical.bytes += bytes[line.range]
      } else {
        break
      }
      position = line.next
      lineNumber += 1
    }
    return logical
  }

  // MARK: - Physical lines

  private struct PhysicalLine {
    var range: Range<Int>
    var next: Int
  }

  private func peekPhysicalLine() -> PhysicalLine? {
    guard position < bytes.count else { return nil }
    var end = position
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    var next = end
    if next < bytes.count {
      next += bytes[next] == 0x0D && next + 1 < bytes.count && bytes[next + 1] == 0x0A ? 2 : 1
    }
    return PhysicalLine(range: position..<end, next: next)
  }

  private mutating func nextPhysicalLine() -> Range<Int>? {
    guard let line = peekPhysicalLine() else { return nil }
    position = line.next
    lineNumber += 1
    return line.range
  }

  private func isBlank(_ range: Range<Int>) -> Bool {
    bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  // MARK: - What the line's parameters say

  /// What matters for unfolding among the parameters before the first colon.
  private struct Header {
    var isQuotedPrintable: Bool
    var isBase64: Bool
  }

  private func readHeader(_ cache: inout Header?, _ line: LogicalLine) -> Header {
    if let cache { return cache }
    let colon = line.bytes.firstIndex(of: UInt8(ascii: ":")) ?? line.bytes.endIndex
    let head = line.bytes[..<colon]
    let found = Header(
      isQuotedPrintable: Self.contains(head, "QUOTED-PRINTABLE"),
      isBase64: Self.contains(head, "BASE64"))
    cache = found
    return found
  }

  /// Whether `bytes` hold `word` (uppercase ASCII), in any case.
  private static func contains(_ bytes: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
    let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes.count >= pattern.count else { return false }
    return (bytes.startIndex...(bytes.endIndex - pattern.count)).contains { start in
      pattern.indices.allSatisfy { offset in
        let byte = bytes[start + offset]
        return (byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte) == pattern[offset]
      }
    }
  }
}
