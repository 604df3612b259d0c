/// Reads JSON of a shape its caller knows, byte by byte: literals taken in the order expected,
/// strings with every escape `JSONWriter` and `JSONEncoder` write. Each read answers nil (or
/// false) where the text is not what was expected, so a caller can hand such text to
/// `JSONDecoder` instead.
package struct JSONScanner {
  private let bytes: [UInt8]
  private var index = 0

  package init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Whether every byte has been read.
  package var atEnd: Bool { index == bytes.count }

  /// Reads `literal` if it comes next.
  package mutating func take(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let matches = (0..<count).allSatisfy { bytes[index + $0] == literal.utf8Start[$0] }
    if matches { index += count }
    return matches
  }

  /// A list (`[…]`) of what `element` reads.
  package mutating func list<T>(_ element: (inout Self) -> T?) -> [T]? {
    guard take("[") else { return nil }
    var result: [T] = []
    if take("]") { return result }
    repeat {
      guard let value = element(&self) else { return nil }
      result.append(value)
    } while take(",")
    return take("]") ? result : nil
  }

  /// The members of an object (`{…}`), each read by `member` given its key; false when one is
  /// not read (`member` answers false) or the object is not well formed.
  package mutating func object(_ member: (String, inout Self) -> Bool) -> Bool {
    guard take("{") else { return false }
    if take("}") { return true }
    repeat {
      guard let key = string(), take(":"), member(key, &self) else { return false }
    } while take(",")
    return take("}")
  }

  /// A string in quotes, its escapes read.
  package mutating func string() -> String? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    index += 1
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
      bytes[index] != UInt8(ascii: "\\")
    {
      index += 1
    }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "\"") {
      defer { index += 1 }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }
    // Escapes are rare (a line break in a note): only their strings take the slow path.
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(scalars)
      }
      guard byte == UInt8(ascii: "\\") else {
        let end = bytes[index...].firstIndex {
          $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }
        guard let end else { return nil }
        scalars.append(
          contentsOf: String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars)
        index = end
        continue
      }
      guard let escaped = escape() else { return nil }
      scalars.append(escaped)
    }
    return nil
  }

  /// The character of the escape at `index` (a backslash), past which it moves.
  private mutating func escape() -> Unicode.Scalar? {
    guard index + 1 < bytes.count else { return nil }
    let code = bytes[index + 1]
    index += 2
    switch code {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "u"):
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
        value < 0xD800 || value > 0xDFFF
      else { return nil }
      index += 4
      return Unicode.Scalar(value)
    default: return nil
    }
  }
}
