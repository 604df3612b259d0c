/// How many terminal cells text takes: two for East Asian wide and fullwidth characters and for
/// emoji shown as pictures, none for combining marks and joiners, one for the rest. Counted per
/// character (grapheme cluster), as a terminal lays a cluster out in the cells of its base.
public enum DisplayWidth {
  /// The cells `text` takes.
  public static func of(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The cells one character takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    var width = 0
    for scalar in character.unicodeScalars {
      switch scalar.value {
      case 0xFE0F: return 2  // emoji presentation asked for
      case 0xFE0E: return 1  // text presentation asked for
      default:
        // The base decides; what follows it (marks, joiners, modifiers) lies on its cells.
        if width == 0 { width = cells(scalar) }
      }
    }
    return width
  }

  /// `text` laid out in exactly `width` cells: cut with "…" when longer, padded with spaces
  /// when shorter. A wide character that would straddle the edge is left out.
  public static func fitted(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    let total = of(text)
    if total <= width { return text + String(repeating: " ", count: width - total) }
    var kept = ""
    var used = 0
    for character in text {
      let cells = of(character)
      if used + cells > width - 1 { break }
      kept.append(character)
      used += cells
    }
    return kept + "…" + String(repeating: " ", count: width - 1 - used)
  }

  /// The cells one scalar takes on its own.
  static func cells(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul vowels and finals join
    if scalar.properties.isEmojiPresentation { return 2 }
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt that are not
  /// emoji (those are told by `isEmojiPresentation`).
  static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, symbols and punctuation
    0x3041...0x33FF,  // kana, bopomofo, Hangul compatibility jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4, 0x17000...0x18CFF,  // Tangut, Khitan
    0x1B000...0x1B2FF,  // kana supplement and extensions, Nüshu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and after
  ]
}
