import ContactsDomain
import Foundation

/// Turns a value's bytes into text: quoted-printable first, then the charset.
enum ValueDecoder {
  /// The bytes `=XX` stands for; a soft line break was already removed by `LineScanner`.
  /// A `=` not followed by two hex digits is kept as it is.
  static func quotedPrintable(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "="), index + 2 < bytes.endIndex,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        result.append(high << 4 | low)
        index += 3
      } else {
        result.append(byte)
        index += 1
      }
    }
    return result
  }

  /// The text of `bytes` in `charset` (UTF-8 when `nil`). Bytes that are not valid UTF-8 are read
  /// in `codePage`, the card's (see `LegacyCodePage`), as old exporters that name no charset write
  /// them. `nil` for an unknown charset.
  static func text(
    _ bytes: some Collection<UInt8>, charset: String?, codePage: LegacyCodePage = .windows1252
  ) -> String? {
    switch charset?.lowercased() {
    case nil, "utf-8", "utf8", "us-ascii", "ascii":
      return utf8(bytes) ?? codePage.text(bytes)
    case "iso-8859-1", "iso8859-1", "latin1", "iso_8859-1", "l1":
      var text = ""
      text.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
      return text
    case "windows-1252", "cp1252":
      return windows1252(bytes)
    case let name?:
      guard let encoding = foundationEncodings[name] else { return nil }
      return String(data: Data(bytes), encoding: encoding)
    }
  }

  /// Whether `bytes`, in `charset`, are read as UTF-8 when valid (no `CHARSET`, or a UTF-8 or
  /// ASCII one), and are not: those are read in the card's `LegacyCodePage`.
  static func needsCodePage(_ bytes: some Collection<UInt8>, charset: String?) -> Bool {
    switch charset?.lowercased() {
    case nil, "utf-8", "utf8", "us-ascii", "ascii":
      return bytes.contains { $0 >= 0x80 } && utf8(bytes) == nil
    default: return false
    }
  }

  /// The text of `bytes` when they are valid UTF-8. Decoding repairs invalid bytes, so the text
  /// spells the same bytes exactly when they were valid: checked so, without the generic
  /// validation (`String(validating:)`), which looked its types up on every value.
  private static func utf8(_ bytes: some Collection<UInt8>) -> String? {
    let decoded = bytes.withContiguousStorageIfAvailable { buffer -> String? in
      let text = String(decoding: buffer, as: UTF8.self)
      let same =
        text.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(buffer) }
        ?? text.utf8.elementsEqual(buffer)
      return same ? text : nil
    }
    guard let decoded else { return String(validating: bytes, as: UTF8.self) }
    return decoded
  }

  private static let foundationEncodings: [String: String.Encoding] = [
    "iso-8859-2": .isoLatin2, "windows-1250": .windowsCP1250, "windows-1251": .windowsCP1251,
    "windows-1253": .windowsCP1253, "windows-1254": .windowsCP1254, "shift_jis": .shiftJIS,
    "euc-jp": .japaneseEUC, "iso-2022-jp": .iso2022JP, "utf-16": .utf16,
    "utf-16be": .utf16BigEndian, "utf-16le": .utf16LittleEndian,
  ]

  /// The text of `bytes` in Windows-1252 (an unassigned byte read as ISO-8859-1 reads it).
  static func windows1252(_ bytes: some Collection<UInt8>) -> String {
    Windows1252.text(bytes)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
