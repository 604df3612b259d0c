/// Writes content lines: parameters quoted and RFC 6868-escaped, lines folded at 75 octets
/// without splitting a UTF-8 character, each ended by CRLF.
struct ContentLineWriter {
  private(set) var text = ""
  private static let maximumOctets = 75

  /// Appends `property` as it is: adapting it to a version is the caller's job.
  mutating func append(_ property: VCardProperty) {
    var line = ""
    if let group = property.group { line += group + "." }
    line += Self.validName(property.name)
    for parameter in property.parameters {
      line +=
        ";" + parameter.name + "="
        + parameter.values.map(Self.parameterValue).joined(separator: ",")
    }
    line += ":"
    line += LegacyText.lineBreaksEscaped(property.value)
    appendFolded(line)
  }

  /// `name` as vCard allows it, letters, digits and `-`: another character (KDE's
  /// `X-MESSAGING/GADU-ALL`) becomes `-`, so readers such as vobject accept the line.
  static func validName(_ name: String) -> String {
    let isValid = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || c == "-") }
    return name.allSatisfy(isValid) ? name : String(name.map { isValid($0) ? $0 : "-" })
  }

  /// Appends `line`, folded.
  mutating func appendFolded(_ line: String) {
    let utf8 = line.utf8
    guard utf8.count > Self.maximumOctets else {
      text += line
      text += "\r\n"
      return
    }
    let bytes = Array(utf8)
    var start = 0
    var limit = Self.maximumOctets
    while start < bytes.count {
      var end = min(start + limit, bytes.count)
      // Never cut before a continuation byte (10xxxxxx): that would split a character.
      while end < bytes.count, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      if start > 0 { text += " " }
      text += String(decoding: bytes[start..<end], as: UTF8.self)
      text += "\r\n"
      start = end
      limit = Self.maximumOctets - 1
    }
  }

  /// A parameter value: `^`, line breaks and `"` written `^^`, `^n`, `^'` (RFC 6868), and quoted
  /// when it holds `,`, `;` or `:`, or starts or ends with a blank (unquoted, it would be trimmed).
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
