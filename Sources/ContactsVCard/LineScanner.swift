/// A content line once unfolded, with the physical line it starts on.
struct LogicalLine {
  var bytes: [UInt8]
  var number: Int
}

/// Cuts a file's bytes into logical lines, unfolding on bytes before any UTF-8 is decoded, so a
/// fold inside a multi-byte character is harmless.
///
/// Lines end with CRLF, LF or CR (and iOS 6's CR CR LF); in a file whose first line ends with CRLF,
/// a lone CR is part of the value unless a fold or a property follows it. A line that starts with a space or a tab continues the one before
/// (the first blank is dropped). A quoted-printable value whose line ends in `=` continues on the
/// next line as it is (a soft line break), unless that line starts a property. A vCard 2.1 base64 value continues on following lines
/// that hold no colon, until a blank line, and so does a 2.1 value whose line ends in a backslash
/// (the backslash read as a space), and so does a quoted-printable value on a following line that
/// holds no colon (a line break a phone did not encode, read as one). Blank lines between content
/// lines are skipped.
///
/// The bytes come all at once or chunk by chunk from `input`: only the lines not yet read are
/// kept, so a file of any size is scanned in memory bounded by its longest line.
struct LineScanner {
  private var bytes: [UInt8]
  private var position = 0
  private var lineNumber = 1
  private var input: ByteInput?
  /// How many bytes were dropped from the front of `bytes` once read.
  private var droppedBytes = 0
  /// Whether the file's first line ends with CRLF; nil before it is read.
  private var usesCRLF: Bool?

  /// The longest line scanned: a longer one fails rather than filling memory.
  static let maximumLineBytes = VCardLimits.maximumCardBytes

  /// A scanner of `bytes`, the whole file.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    skipByteOrderMark()
  }

  /// A scanner of what `input` reads, starting with `head`, the bytes already read from it.
  init(head: [UInt8], input: ByteInput) {
    bytes = head
    self.input = input
    skipByteOrderMark()
  }

  /// How many bytes were scanned so far.
  var bytesRead: Int { droppedBytes + position }

  /// The next logical line, or `nil` at the end of the file.
  mutating func next() throws(LineFailure) -> LogicalLine? {
    var first = try nextPhysicalLine()
    while let line = first, isBlank(line) { first = try nextPhysicalLine() }
    guard let first else { return nil }
    var logical = LogicalLine(bytes: Array(bytes[first]), number: lineNumber - 1)
    var header: Header?
    while let line = try peekPhysicalLine() {
      if logical.bytes.last == UInt8(ascii: "="), readHeader(&header, logical).isQuotedPrintable,
        !startsProperty(at: line.range.lowerBound)
      {
        logical.bytes.removeLast()
        logical.bytes += bytes[line.range]
      } else if let blank = line.range.first.map({ bytes[$0] }), blank == 0x20 || blank == 0x09 {
        logical.bytes += bytes[(line.range.lowerBound + 1)..<line.range.upperBound]
      } else if logical.bytes.reversed().prefix(while: { $0 == UInt8(ascii: "\\") }).count % 2 == 1,
        !isBlank(line.range), !startsProperty(at: line.range.lowerBound),
        !bytes[line.range].contains(UInt8(ascii: ":"))
      {
        // A vCard 2.1 value (an address) continued after a backslash on a line with no colon.
        logical.bytes[logical.bytes.count - 1] = 0x20
        logical.bytes += bytes[line.range]
      } else if !isBlank(line.range), !bytes[line.range].contains(UInt8(ascii: ":")),
        readHeader(&header, logical).isBase64
      {
        logical.bytes += bytes[line.range]
      } else if !isBlank(line.range), !bytes[line.range].contains(UInt8(ascii: ":")),
        !startsProperty(at: line.range.lowerBound), readHeader(&header, logical).isQuotedPrintable
      {
        // A line break a phone wrote into a quoted-printable value as it is, not as `=0D=0A`.
        logical.bytes += Self.encodedLineBreak
        logical.bytes += bytes[line.range]
      } else {
        break
      }
      guard logical.bytes.count <= Self.maximumLineBytes else {
        throw LineFailure(line: logical.number, reason: Self.tooLong)
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

  /// A line break as quoted-printable writes it.
  private static let encodedLineBreak = Array("=0D=0A".utf8)

  private static let tooLong = "a line longer than \(VCardLimits.maximumCardBytes / 1_048_576) MiB"

  private mutating func peekPhysicalLine() throws(LineFailure) -> PhysicalLine? {
    var end = position
    // A line is whole once its end and the byte after it (a CR's LF) are in the buffer.
    while true {
      while end < bytes.count, !isLineEnd(end) { end += 1 }
      guard let input, end + 2 >= bytes.count else { break }
      guard end - position <= Self.maximumLineBytes else { break }
      let scanned = end - position
      compact()
      let more: Bool
      do {
        more = try input.read(appendingTo: &bytes)
      } catch {
        throw LineFailure(line: lineNumber, reason: error.reason)
      }
      guard more else {
        self.input = nil
        end = position + scanned
        continue
      }
      end = position + scanned
    }
    guard end - position <= Self.maximumLineBytes else {
      throw LineFailure(line: lineNumber, reason: Self.tooLong)
    }
    guard position < bytes.count else { return nil }
    return PhysicalLine(range: position..<end, next: end + lineEndLength(at: end))
  }

  /// Whether the byte at `index` ends a line: LF, or CR, but in a file whose lines end with CRLF a
  /// CR followed by neither LF nor CR LF is a lone CR inside a value.
  private func isLineEnd(_ index: Int) -> Bool {
    switch bytes[index] {
    case 0x0A: return true
    case 0x0D where usesCRLF == true:
      guard index + 1 < bytes.count, lineEndLength(at: index) == 1 else { return true }
      return [0x20, 0x09].contains(bytes[index + 1]) || startsProperty(at: index + 1)
    case 0x0D: return true
    default: return false
    }
  }

  /// Whether a property starts at `index`: a name (letters, digits, `-`, a group's `.`) and then
  /// `:` or `;`. Such a line is never the rest of a value before it.
  private func startsProperty(at index: Int) -> Bool {
    var end = index
    while end < bytes.count, end - index < 64 {
      let byte = bytes[end] | 0x20
      guard
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(bytes[end])
          || bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: ".")
      else { break }
      end += 1
    }
    guard end > index, end < bytes.count else { return false }
    return bytes[end] == UInt8(ascii: ":") || bytes[end] == UInt8(ascii: ";")
  }

  /// How many bytes the line end at `index` takes: CRLF, iOS 6's CR CR LF, or one byte.
  private func lineEndLength(at index: Int) -> Int {
    guard index < bytes.count else { return 0 }
    func byte(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }
    guard bytes[index] == 0x0D else { return 1 }
    if byte(1) == 0x0A { return 2 }
    return byte(1) == 0x0D && byte(2) == 0x0A && usesCRLF != false ? 3 : 1
  }

  /// Drops the bytes already read, once they are worth moving the rest for.
  private mutating func compact() {
    guard position >= ByteInput.chunkSize else { return }
    bytes.removeFirst(position)
    droppedBytes += position
    position = 0
  }

  private mutating func skipByteOrderMark() {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    if bytes.starts(with: bom) { position = 3 }
  }

  private mutating func nextPhysicalLine() throws(LineFailure) -> Range<Int>? {
    guard let line = try peekPhysicalLine() else { return nil }
    if usesCRLF == nil, line.next > line.range.upperBound {
      usesCRLF = line.next - line.range.upperBound > 1
    }
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
