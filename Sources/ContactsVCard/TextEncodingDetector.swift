import Foundation

/// Tells UTF-16 and UTF-32 files from UTF-8 ones, with or without a byte-order mark, by where
/// their NUL bytes fall (a vCard starts with ASCII `BEGIN`), and converts them to UTF-8.
enum TextEncodingDetector {
  /// The encoding of a file starting with `head`, when it is UTF-16 or UTF-32; nil for UTF-8.
  static func wideEncoding(of head: Data) -> String.Encoding? {
    let bytes = Array(head.prefix(4))
    guard bytes.count == 4 else {
      return bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) ? .utf16 : nil
    }
    switch bytes {
    case [0xFF, 0xFE, 0, 0], [0, 0, 0xFE, 0xFF]: return .utf32
    case _ where bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]): return .utf16
    case _ where bytes[1...3] == [0, 0, 0] && bytes[0] != 0: return .utf32LittleEndian
    case _ where bytes[0...2] == [0, 0, 0] && bytes[3] != 0: return .utf32BigEndian
    case _ where bytes[1] == 0 && bytes[3] == 0 && bytes[0] != 0: return .utf16LittleEndian
    case _ where bytes[0] == 0 && bytes[2] == 0 && bytes[1] != 0: return .utf16BigEndian
    default: return nil
    }
  }

  /// The file's bytes in UTF-8: a UTF-16 or UTF-32 file is converted first.
  static func utf8(_ data: Data) -> [UInt8] {
    if let encoding = wideEncoding(of: data), let text = String(data: data, encoding: encoding) {
      return Array(text.utf8)
    }
    return Array(data)
  }
}
