import Foundation

/// What a corpus file holds, read without the app's reader: its top-level cards and, for each,
/// the words of every `FN`, `N`, `ORG`, `TEL` and `EMAIL` value, decoded as plainly as possible.
struct CorpusFile {
  /// One top-level `BEGIN:VCARD … END:VCARD`; nested (2.1 `AGENT`) cards are not counted.
  struct Card {
    var words: [(property: String, word: String)] = []
  }

  static let checkedProperties: Set = ["FN", "N", "ORG", "TEL", "EMAIL"]

  var cards: [Card] = []

  /// The cards of `data`, whose text is `text` when the file is in a legacy code page (else
  /// UTF-8, UTF-16 or UTF-32, see `text(_:)`).
  init(_ data: Data, text: String? = nil) {
    var depth = 0
    for line in Self.logicalLines(text ?? Self.text(data)) {
      let (name, parameters, value) = Self.split(line)
      let upperValue = value.trimmingCharacters(in: .whitespaces).uppercased()
      if name == "BEGIN", upperValue.hasPrefix("VCARD") {
        depth += 1
        if depth == 1 { cards.append(Card()) }
      } else if name == "END", upperValue.hasPrefix("VCARD") {
        depth = max(0, depth - 1)
      } else if depth == 1, Self.checkedProperties.contains(name) {
        let number =
          name == "TEL" && value.lowercased().hasPrefix("tel:") ? value.dropFirst(4) : value[...]
        let words = CorpusWords.words(in: Self.decoded(String(number), parameters: parameters))
        cards[cards.count - 1].words += words.map { (name, $0) }
      }
    }
  }

  /// The file as text: UTF-8, or UTF-16/UTF-32 told apart by their NUL bytes.
  static func text(_ data: Data) -> String {
    let bytes = Array(data.prefix(4))
    let encoding: String.Encoding? =
      switch bytes {
      case [0xFF, 0xFE, 0, 0], [0, 0, 0xFE, 0xFF]: .utf32
      case _ where bytes.count == 4 && bytes[1...3] == [0, 0, 0]: .utf32LittleEndian
      case _ where bytes.count == 4 && bytes[0...2] == [0, 0, 0]: .utf32BigEndian
      case _ where bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]): .utf16
      case _ where bytes.count == 4 && bytes[1] == 0 && bytes[3] == 0: .utf16LittleEndian
      case _ where bytes.count == 4 && bytes[0] == 0 && bytes[2] == 0: .utf16BigEndian
      default: nil
      }
    if let encoding, let text = String(data: data, encoding: encoding) { return text }
    let text = String(decoding: data, as: UTF8.self)
    return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
  }

  /// Lines unfolded: a line starting with a space or tab continues the one before, and so does
  /// the line after a quoted-printable line ending in `=`.
  static func logicalLines(_ text: String) -> [String] {
    let physical = text.split(omittingEmptySubsequences: false) { $0.isNewline }
      .map(String.init)
    var result: [String] = []
    var softBreak = false
    for line in physical {
      // A blank line ends a quoted-printable value whatever its last line ended with.
      guard !line.isEmpty else {
        softBreak = false
        continue
      }
      let startsCard = ["BEGIN:", "END:"].contains { line.uppercased().hasPrefix($0) }
      if let last = result.last, line.first == " " || line.first == "\t" || softBreak && !startsCard
      {
        result[result.count - 1] =
          softBreak ? String(last.dropLast()) + line : last + line.dropFirst()
      } else {
        result.append(line)
      }
      let current = result[result.count - 1]
      softBreak =
        current.uppercased().contains("QUOTED-PRINTABLE") && current.hasSuffix("=")
    }
    return result
  }

  /// The name without its group, the parameters, and the value of a content line.
  private static func split(_ line: String) -> (String, String, String) {
    var quoted = false
    let colon = line.firstIndex { character in
      if character == "\"" { quoted.toggle() }
      return character == ":" && !quoted
    }
    guard let colon else { return ("", "", "") }
    let head = line[..<colon]
    let name = head.split(separator: ";").first.map(String.init) ?? ""
    let bare = name.split(separator: ".").last.map(String.init) ?? ""
    return (
      bare.trimmingCharacters(in: .whitespaces).uppercased(), String(head.uppercased()),
      String(line[line.index(after: colon)...])
    )
  }

  /// `value` with quoted-printable and base64 undone, read as UTF-8, else in its `CHARSET` (or
  /// Windows-1252; empty for another charset); a `tel:` URI's scheme is no part of the number.
  private static func decoded(_ value: String, parameters: String) -> String {
    var bytes = Array(value.utf8)
    if parameters.contains("QUOTED-PRINTABLE") {
      bytes = quotedPrintable(bytes)
    } else if parameters.contains("ENCODING=B"), let data = Data(base64Encoded: value) {
      bytes = Array(data)
    }
    let namesOther = parameters.contains("CHARSET=") && !parameters.contains("CHARSET=UTF-8")
    if let text = String(validating: bytes, as: UTF8.self),
      !(namesOther && text.contains("\u{FFFD}"))
    {
      return text
    }
    // Only single-byte charsets are read here: a multibyte one (Shift_JIS) is left unchecked.
    let charsets: [String: String.Encoding] = [
      "ISO-8859-1": .isoLatin1, "WINDOWS-1252": .windowsCP1252,
    ]
    let named = charsets.first { parameters.contains("CHARSET=\($0.key)") }?.value
    guard named != nil || !parameters.contains("CHARSET=") else { return "" }
    return String(data: Data(bytes), encoding: named ?? .windowsCP1252) ?? ""
  }

  private static func quotedPrintable(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "="), index + 2 < bytes.count,
        let byte = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16)
      {
        result.append(byte)
        index += 3
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }
}

/// Words, the unit fields are compared in: runs of letters and digits, lowercased, in NFC; an
/// escaped line break (`\n`) separates words.
enum CorpusWords {
  static func words(in text: String) -> [String] {
    text.replacingOccurrences(of: "\\n", with: " ").replacingOccurrences(of: "\\N", with: " ")
      .precomposedStringWithCanonicalMapping.lowercased()
      .split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }
}
