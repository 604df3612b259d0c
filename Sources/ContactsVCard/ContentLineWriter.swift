/// Writes content lines: parameters quoted and RFC 6868-escaped, lines folded at 75 octets
/// without splitting a UTF-8 character, each ended by CRLF.
///
/// Bytes go straight into one buffer: a line is built in a scratch buffer kept from line to line,
/// then copied out in folds.
struct ContentLineWriter {
  private(set) var bytes: [UInt8] = []
  private var line: [UInt8] = []
  private static let maximumOctets = 75

  /// Appends `property` as it is: adapting it to a version is the caller's job.
  mutating func append(_ property: VCardProperty) {
    line.removeAll(keepingCapacity: true)
    if let group = property.group {
      line += group.utf8
      line.append(UInt8(ascii: "."))
    }
    Self.appendValidName(property.name, to: &line)
    for parameter in property.parameters {
      line.append(UInt8(ascii: ";"))
      line += parameter.name.utf8
      line.append(UInt8(ascii: "="))
      for (index, value) in parameter.values.enumerated() {
        if index > 0 { line.append(UInt8(ascii: ",")) }
        Self.appendParameterValue(value, to: &line)
      }
    }
    line.append(UInt8(ascii: ":"))
    Self.appendLineBreaksEscaped(property.value, to: &line)
    appendFoldedLine()
  }

  /// Appends `text`, folded.
  mutating func appendFolded(_ text: String) {
    line.removeAll(keepingCapacity: true)
    line += text.utf8
    appendFoldedLine()
  }

  /// Appends `[group.]name[;TYPE=types]:text`, `text` escaped as `VCardText.escaped` escapes it:
  /// the bytes `append` writes for that property, without making one. `name` must be a valid
  /// property name, in uppercase.
  mutating func appendText(
    _ text: String, name: StaticString, group: String? = nil, types: [String] = []
  ) {
    startLine(name: name, group: group, types: types)
    Self.appendEscaped(text, to: &line)
    appendFoldedLine()
  }

  /// Appends `N:last;first;;;`, both names escaped.
  mutating func appendN(last: String, first: String) {
    startLine(name: "N", group: nil, types: [])
    Self.appendEscaped(last, to: &line)
    line.append(UInt8(ascii: ";"))
    Self.appendEscaped(first, to: &line)
    line += ";;;".utf8
    appendFoldedLine()
  }

  private mutating func startLine(name: StaticString, group: String?, types: [String]) {
    line.removeAll(keepingCapacity: true)
    if let group {
      line += group.utf8
      line.append(UInt8(ascii: "."))
    }
    line += UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    for (index, type) in types.enumerated() {
      line += (index == 0 ? ";TYPE=" : ",").utf8
      Self.appendParameterValue(type, to: &line)
    }
    line.append(UInt8(ascii: ":"))
  }

  /// `text` as `VCardText.escaped` writes it: `\\`, `\,`, `\;`, and `\n` for a line break (CRLF
  /// counts as one).
  private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
    var afterCR = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: ";"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0A: if !afterCR { bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")] }
      default: bytes.append(byte)
      }
      afterCR = byte == 0x0D
    }
  }

  /// `name` as vCard allows it, letters, digits and `-`: another character (KDE's
  /// `X-MESSAGING/GADU-ALL`) becomes `-`, so readers such as vobject accept the line.
  private static func appendValidName(_ name: String, to bytes: inout [UInt8]) {
    guard name.utf8.allSatisfy(isNameByte) else {
      let isValid = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || c == "-") }
      for character in name { bytes += isValid(character) ? Array(character.utf8) : [0x2D] }
      return
    }
    bytes += name.utf8
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
      || byte == UInt8(ascii: "-")
  }

  /// Copies the line built in `line` to `bytes`, folded: never cut before a continuation byte
  /// (10xxxxxx), which would split a character.
  private mutating func appendFoldedLine() {
    guard line.count > Self.maximumOctets else {
      bytes += line
      bytes += [0x0D, 0x0A]
      return
    }
    var start = 0
    var limit = Self.maximumOctets
    while start < line.count {
      var end = min(start + limit, line.count)
      while end < line.count, end > start + 1, line[end] & 0xC0 == 0x80 { end -= 1 }
      if start > 0 { bytes.append(0x20) }
      bytes += line[start..<end]
      bytes += [0x0D, 0x0A]
      start = end
      limit = Self.maximumOctets - 1
    }
  }

  /// `value` with any real line break written `\n` (see `LegacyText.lineBreaksEscaped`).
  private static func appendLineBreaksEscaped(_ value: String, to bytes: inout [UInt8]) {
    var afterCR = false
    for byte in value.utf8 {
      switch byte {
      case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0A: if !afterCR { bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")] }
      default: bytes.append(byte)
      }
      afterCR = byte == 0x0D
    }
  }

  /// A parameter value: `^`, line breaks and `"` written `^^`, `^n`, `^'` (RFC 6868), and quoted
  /// when it holds `,`, `;` or `:`, or starts or ends with a blank (unquoted, it would be trimmed).
  private static func appendParameterValue(_ value: String, to bytes: inout [UInt8]) {
    let plain = value.utf8.allSatisfy { byte in
      byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "^") && byte != UInt8(ascii: "\"")
        && byte != UInt8(ascii: ",") && byte != UInt8(ascii: ";") && byte != UInt8(ascii: ":")
    }
    guard plain, value.utf8.first != 0x20, value.utf8.last != 0x20 else {
      bytes += parameterValue(value).utf8
      return
    }
    bytes += value.utf8
  }

  private static func parameterValue(_ value: String) -> String {
    var result = value
    if value.contains(where: { $0 == "^" || $0 == "\"" || $0.isNewline }) {
      result = ""
      for character in value {
        switch character {
        case "^": result += "^^"
        case "\"": result += "^'"
        case _ where character.isNewline: result += "^n"
        default: result.append(character)
        }
      }
    }
    let needsQuotes =
      result.contains { $0 == "," || $0 == ";" || $0 == ":" }
      || result.first?.isWhitespace == true || result.last?.isWhitespace == true
    return needsQuotes ? "\"\(result)\"" : result
  }
}
