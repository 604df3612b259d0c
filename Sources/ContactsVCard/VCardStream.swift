import ContactsDomain
import Foundation

/// Reads a vCard file one card at a time, as real exporters write them (2.1, 3.0 and 4.0): only
/// the card being read is in memory, and a card over `VCardLimits` is skipped without being kept.
///
/// Lenient unless `strict`: a line that cannot be read (a `#` comment, a bare `FN`, a line
/// outside any card) is left out and reported as `VCardReadResult.lineSkipped`, and the rest of
/// the file is read; a nested vCard 2.1 `AGENT` card is kept whole as the `AGENT` property.
struct VCardStream {
  private var scanner: LineScanner
  /// The file's name as errors and reports say it.
  let fileName: String
  private let strict: Bool
  /// What was read but not yet handed out: reports of skipped lines, then the card they were in.
  private var pending: [VCardReadResult] = []

  /// A reader of the whole file `data`; a UTF-16 or UTF-32 file is converted.
  init(_ data: Data, fileName: String, strict: Bool = false) {
    scanner = LineScanner(TextEncodingDetector.utf8(data))
    self.fileName = fileName
    self.strict = strict
  }

  /// A reader of the file behind `source`, a chunk at a time. A UTF-16 or UTF-32 file is read
  /// whole and converted: exporters write those for small files only.
  init(_ source: any ByteSource, fileName: String, strict: Bool = false) throws {
    let input = ByteInput(source)
    let head = try input.head()
    if TextEncodingDetector.wideEncoding(of: Data(head)) != nil {
      scanner = LineScanner(TextEncodingDetector.utf8(Data(head) + (try source.readToEnd())))
    } else {
      scanner = LineScanner(head: head, input: input)
    }
    self.fileName = fileName
    self.strict = strict
  }

  /// How many bytes of the file were read so far.
  var bytesRead: Int { scanner.bytesRead }

  /// The next card or report of a skipped line, nil at the end of the file.
  ///
  /// - Throws: `VCardError` naming the file and line of a line longer than the limit or, when
  ///   `strict`, of the first thing that is not vCard syntax: `BEGIN:VCARD inside a card`,
  ///   `END:VCARD missing`, `a line with no colon`, …
  mutating func next() throws(VCardError) -> VCardReadResult? {
    if pending.isEmpty {
      do {
        if let card = try nextCard() { pending.append(card) }
      } catch {
        throw VCardError(fileName: fileName, line: error.line, reason: error.reason)
      }
    }
    return pending.isEmpty ? nil : pending.removeFirst()
  }

  private mutating func nextCard() throws(LineFailure) -> VCardReadResult? {
    var open: OpenCard?
    while let logical = try scanner.next() {
      let line: ContentLine
      do {
        line = try ContentLine(logical)
      } catch {
        try skip(error)
        continue
      }
      // Only BEGIN and END need their value as text.
      let isBoundary = line.name == "BEGIN" || line.name == "END"
      let value = isBoundary ? Self.text(line.value) : ""
      let isVCard = isBoundary && Self.isVCard(value)
      switch line.name {
      case "BEGIN" where open != nil && isVCard && !strict:
        open!.attachAgent(try nestedCard(from: logical), line: line.number)
      case "BEGIN" where open != nil:
        try skip(LineFailure(line: line.number, reason: "BEGIN:\(value) inside a card"))
      case "BEGIN" where isVCard:
        open = OpenCard(line: line.number)
      case "BEGIN":
        try skip(LineFailure(line: line.number, reason: "BEGIN:\(value) is not a vCard"))
      case "END" where open != nil && isVCard:
        return try open!.result(fileName: fileName, strict: strict, notes: &pending)
      case "END" where open == nil:
        try skip(LineFailure(line: line.number, reason: "END:\(value) with no BEGIN:VCARD"))
      case "END":
        try skip(LineFailure(line: line.number, reason: "END:\(value) inside a card"))
      default:
        guard open != nil else {
          try skip(
            LineFailure(line: line.number, reason: "a line outside BEGIN:VCARD … END:VCARD"))
          continue
        }
        open!.append(line, bytes: logical.bytes.count)
      }
    }
    guard let open else { return nil }
    if strict { throw LineFailure(line: open.line, reason: "END:VCARD missing") }
    try skip(
      LineFailure(line: open.line, reason: "END:VCARD missing: the card was read to the end"))
    return try open.result(fileName: fileName, strict: strict, notes: &pending)
  }

  /// Reports `failure` as a skipped line, or throws it when `strict`.
  private mutating func skip(_ failure: LineFailure) throws(LineFailure) {
    guard !strict else { throw failure }
    let reason = "line skipped: \(failure.reason)"
    pending.append(.lineSkipped(VCardError(fileName: fileName, line: failure.line, reason: reason)))
  }

  /// The text of a nested card from its `BEGIN:VCARD` line `begin` to its `END:VCARD`, lines
  /// joined with LF.
  private mutating func nestedCard(from begin: LogicalLine) throws(LineFailure) -> String {
    var lines = [String(decoding: begin.bytes, as: UTF8.self)]
    var depth = 1
    while depth > 0, let logical = try scanner.next() {
      let text = String(decoding: logical.bytes, as: UTF8.self)
      let upper = text.uppercased().filter { !$0.isWhitespace }
      if upper.hasPrefix("BEGIN:VCARD") { depth += 1 }
      if upper.hasPrefix("END:VCARD") { depth -= 1 }
      lines.append(text)
    }
    return lines.joined(separator: "\n")
  }

  /// `VCARD`, and `VCARD.` as a Sony Ericsson phone ends its cards.
  private static func isVCard(_ value: String) -> Bool {
    let upper = value.uppercased()
    return upper == "VCARD" || upper == "VCARD."
  }

  static func text(_ bytes: ArraySlice<UInt8>) -> String {
    FieldText.trimmed(String(decoding: bytes, as: UTF8.self))
  }
}
