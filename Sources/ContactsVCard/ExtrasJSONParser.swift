/// Reads the JSON `ExtrasJSON` writes, with the keys in its order; nil for anything else, which
/// `VCardExtras` then hands to `JSONDecoder`.
struct ExtrasJSONParser {
  private let bytes: [UInt8]
  private var index = 0

  private init(_ text: String) {
    bytes = Array(text.utf8)
  }

  static func parse(_ text: String) -> VCardExtras? {
    var parser = Self(text)
    return parser.extras()
  }

  private mutating func extras() -> VCardExtras? {
    guard take("{\"fieldDetails\":"), let details = properties(), take(",\"keptProperties\":"),
      let kept = properties()
    else { return nil }
    var revision: String?
    if take(",\"revision\":") {
      guard let value = string() else { return nil }
      revision = value
    }
    guard take("}"), index == bytes.count else { return nil }
    return VCardExtras(revision: revision, fieldDetails: details, keptProperties: kept)
  }

  private mutating func properties() -> [VCardProperty]? {
    list {
      (parser: inout Self) -> VCardProperty? in
      guard parser.take("{") else { return nil }
      var group: String?
      if parser.take("\"group\":") {
        guard let value = parser.string(), parser.take(",") else { return nil }
        group = value
      }
      guard parser.take("\"name\":"), let name = parser.string(), parser.take(",\"parameters\":"),
        let parameters = parser.list({ (parser: inout Self) in parser.parameter() }),
        parser.take(",\"value\":"), let value = parser.string(), parser.take("}")
      else { return nil }
      var property = VCardProperty(group: group, name: "", parameters: parameters, value: value)
      property.name = name
      return property
    }
  }

  private mutating func parameter() -> VCardParameter? {
    guard take("{\"name\":"), let name = string(), take(",\"values\":"),
      let values = list({ (parser: inout Self) in parser.string() }), take("}")
    else { return nil }
    var parameter = VCardParameter(name: "", values: values)
    parameter.name = name
    return parameter
  }

  private mutating func list<T>(_ element: (inout Self) -> T?) -> [T]? {
    guard take("[") else { return nil }
    var result: [T] = []
    if take("]") { return result }
    repeat {
      guard let value = element(&self) else { return nil }
      result.append(value)
    } while take(",")
    return take("]") ? result : nil
  }

  private mutating func take(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let matches = (0..<count).allSatisfy { bytes[index + $0] == literal.utf8Start[$0] }
    if matches { index += count }
    return matches
  }

  private mutating func string() -> String? {
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
