/// Escaping of text values: `\\`, `\,`, `\;` and `\n` (RFC 6350 §3.4).
enum VCardText {
  /// `text` escaped for a value: backslash, comma, semicolon and line breaks.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { Self.needsEscape($0) }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    var afterCR = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case ",": result += "\\,"
      case ";": result += "\\;"
      case "\r": result += "\\n"
      case "\n": if !afterCR { result += "\\n" }
      default: result.unicodeScalars.append(scalar)
      }
      afterCR = scalar == "\r"
    }
    return result
  }

  /// The text an escaped value stands for: `\n` and `\N` become a line break, `\x` becomes `x`
  /// for `\`, `,`, `;` and `:`; any other backslash is kept.
  static func unescaped(_ value: Substring) -> String {
    guard value.utf8.contains(UInt8(ascii: "\\")) else { return String(value) }
    var result = ""
    result.reserveCapacity(value.utf8.count)
    var iterator = value.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\\" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      guard let next = iterator.next() else {
        result += "\\"
        break
      }
      switch next {
      case "n", "N": result += "\n"
      // `\"` is no vCard escape, but 3.0 exporters write it for a quote in a note.
      case "\\", ",", ";", ":", "\"": result.unicodeScalars.append(next)
      default: result += "\\" + String(next)
      }
    }
    return result
  }

  /// The text an escaped value stands for.
  static func unescaped(_ value: String) -> String {
    unescaped(value[...])
  }

  /// The escaped pieces of `value` between unescaped `separator`s (`;` for components, `,` for
  /// lists), still escaped.
  static func split(_ value: String, on separator: Character) -> [Substring] {
    var pieces: [Substring] = []
    var start = value.startIndex
    var index = start
    var escaping = false
    while index < value.endIndex {
      let character = value[index]
      if escaping {
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == separator {
        pieces.append(value[start..<index])
        start = value.index(after: index)
      }
      index = value.index(after: index)
    }
    pieces.append(value[start...])
    return pieces
  }

  /// A structured value's components (`N`, `ORG`, `ADR`), unescaped.
  static func components(_ value: String) -> [String] {
    split(value, on: ";").map { unescaped($0) }
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
      || byte == 0x0A || byte == 0x0D
  }
}
