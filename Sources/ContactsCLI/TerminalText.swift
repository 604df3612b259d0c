import Foundation

/// Text as a terminal may show it: what could move the cursor, retitle the window, clear the
/// screen or reverse the reading order is written out visibly instead.
enum TerminalText {
  /// `text` with each control character as caret notation (ESC as `^[`, DEL as `^?`) and each
  /// C1 control, direction control and line or paragraph separator as `<U+202E>`; line feeds
  /// and tabs stay. As JSON (`asJSON`), a JSON escape (`\u202e`) instead, which reads back as
  /// the same string: the encoder has already escaped the control characters.
  static func shown(_ text: String, asJSON: Bool = false) -> String {
    guard needsShowing(text) else { return text }
    var shown = ""
    for scalar in text.unicodeScalars {
      guard isUnsafe(scalar) else {
        shown.unicodeScalars.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: !asJSON)
      let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      if asJSON {
        shown += "\\u" + padded
      } else if scalar.value < 0x20 || scalar.value == 0x7F {
        shown += "^" + String(UnicodeScalar(UInt8(scalar.value ^ 0x40)))
      } else {
        shown += "<U+\(padded)>"
      }
    }
    return shown
  }

  /// True when `text` holds a scalar to write out. Names and lists are mostly printable ASCII:
  /// a pass over the bytes clears them without a Unicode property lookup per character.
  private static func needsShowing(_ text: String) -> Bool {
    var text = text
    let plain = text.withUTF8 { bytes in
      !bytes.contains { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 || $0 >= 0x7F }
    }
    return !plain && text.unicodeScalars.contains(where: isUnsafe)
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || scalar.value == 0x7F
    }
    return switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: directionControls.contains(scalar.value)
    }
  }

  /// Marks, embeddings, overrides and isolates: they change the order in which text reads.
  private static let directionControls: Set<UInt32> = [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
    0x2069,
  ]
}
