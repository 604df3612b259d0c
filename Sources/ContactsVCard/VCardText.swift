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
    if let byte = separator.asciiValue, let pieces = splitOnBytes(value, on: byte) {
      return pieces
    }
    return splitOnCharacters(value, on: separator)
  }

  /// `split`, a character at a time: the answer when a separator or backslash is part of a
  /// larger character (a combining mark after it, a prepended mark before it).
  static func splitOnCharacters(_ value: String, on separator: Character) -> [Substring] {
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

  /// `split` on bytes, without breaking the text into characters; nil when a separator or
  /// backslash does not stand alone as a character, where the bytes would split otherwise.
  private static func splitOnBytes(_ value: String, on separator: UInt8) -> [Substring]? {
    let utf8 = value.utf8
    var pieces: [Substring] = []
    var start = utf8.startIndex
    var index = start
    var escaping = false
    while index < utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if byte == UInt8(ascii: "\\") || byte == separator {
        guard standsAlone(index, next, in: value) else { return nil }
      }
      if escaping {
        escaping = false
      } else if byte == UInt8(ascii: "\\") {
        escaping = true
      } else if byte == separator {
        pieces.append(value[start..<index])
        start = next
      }
      index = next
    }
    pieces.append(value[start...])
    return pieces
  }

  /// Whether the ASCII byte from `index` to `next` is a character of its own in `value`: always
  /// between two ASCII neighbours (no ASCII scalar joins a character to another); else as
  /// Unicode's grapheme rules say.
  private static func standsAlone(_ index: String.Index, _ next: String.Index, in value: String)
    -> Bool
  {
    let utf8 = value.utf8
    let asciiBefore = index == utf8.startIndex || utf8[utf8.index(before: index)] < 0x80
    let asciiAfter = next == utf8.endIndex || utf8[next] < 0x80
    if asciiBefore && asciiAfter { return true }
    return index.samePosition(in: value) != nil && next.samePosition(in: value) != nil
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
