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

  private static let tooLong = "a line longer than \(VCardLimits.maximumCardBytes / 1_048_576) MiB"

  private mutating func peekPhysicalLine() throws(LineFailure) -> PhysicalLine? {
    var end = position
    // A line is whole once its end and the byte after it (a CR's LF) are in the buffer.
    while true {
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      guard let input, end + 1 >= bytes.count else { break }
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
    var next = end
    if next < bytes.count {
      next += bytes[next] == 0x0D && next + 1 < bytes.count && bytes[next + 1] == 0x0A ? 2 : 1
    }
    return PhysicalLine(range: position..<end, next: next)
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
