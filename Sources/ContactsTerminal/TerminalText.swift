import ContactsPresentation
import Foundation

/// Text as a terminal may show it: what could move the cursor, retitle the window, clear the
/// screen or reverse the reading order is written out visibly instead, as `ShownText` writes
/// direction controls on the web pages.
public enum TerminalText {
  /// `text` with each control character as caret notation (ESC as `^[`, DEL as `^?`) and each
  /// C1 control, direction control and line or paragraph separator as `<U+202E>`; line feeds
  /// and tabs stay. As JSON (`asJSON`), a JSON escape (`\u202e`) instead, which reads back as
  /// the same string: the encoder has already escaped the control characters.
  public static func shown(_ text: String, asJSON: Bool = false) -> String {
    guard needsShowing(text) else { return text }
    var shown = ""
    for scalar in text.unicodeScalars {
      guard isUnsafe(scalar) else {
        shown.unicodeScalars.append(scalar)
        continue
      }
      if asJSON {
        let hex = String(scalar.value, radix: 16)
        shown += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else if scalar.value < 0x20 || scalar.value == 0x7F {
        shown += "^" + String(UnicodeScalar(UInt8(scalar.value ^ 0x40)))
      } else {
        shown += ShownText.written(scalar)
      }
    }
    return shown
  }

  /// ``shown(_:asJSON:)`` on one line, each line feed as a space: user text in a row, a status
  /// line or a box of `contacts ui`.
  public static func oneLine(_ text: String) -> String {
    shown(text).split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
  }

  /// True when `text` holds a scalar to write out.
  private static func needsShowing(_ text: String) -> Bool {
    mayNeedShowing(text) && text.unicodeScalars.contains(where: isUnsafe)
  }

  /// False when no scalar of `text` is to be written out, told by one pass over its UTF-8
  /// without a Unicode lookup per character: only the bytes such a scalar starts with stop it
  /// (controls; C2 80–9F, the C1 controls; D8 9C; E2 80 and E2 81, where the separators and the
  /// other direction controls are), so a list of names in any script is cleared at once.
  public static func mayNeedShowing(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for index in bytes.indices {
        let byte = bytes[index]
        // Nearly every byte is cleared by this one test, without looking at the next.
        guard byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 else {
          continue
        }
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch byte {
        case 0x09, 0x0A: continue
        case ..<0x20, 0x7F: return true
        case 0xC2 where next < 0xA0, 0xD8 where next == 0x9C,
          0xE2 where next == 0x80 || next == 0x81:
          return true
        default: continue
        }
      }
      return false
    }
  }

  /// True when `scalar` is written out rather than shown as it is.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || scalar.value == 0x7F
    }
    return switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: ShownText.isDirectionControl(scalar)
    }
  }
}
