import Foundation

/// Inline binary values: vCard 2.1 and 3.0 write `ENCODING=b` (or `BASE64`) with a `TYPE` naming
/// the format; 4.0 writes a `data:` URI. The version-neutral form is the `data:` URI.
enum BinaryValues {
  /// A `data:` URI for a base64 `payload` read with `parameters`, whose first `TYPE` value (the
  /// format, such as `jpeg`) is taken out of them.
  static func dataURI(
    _ payload: String, name: String, parameters: inout [VCardParameter]
  ) -> String {
    let base64 = String(payload.unicodeScalars.filter { !$0.properties.isWhitespace })
    var mediaType: String?
    if let index = parameters.firstIndex(where: { $0.name == "TYPE" }) {
      mediaType = parameters[index].values.removeFirst()
      if parameters[index].values.isEmpty { parameters.remove(at: index) }
    }
    let type = mediaType.map { $0.contains("/") ? $0 : "\(family(of: name))/\($0)" }
    return "data:\(type ?? sniffedType(base64));base64,\(base64)"
  }

  /// `value` with the media type of a base64 `data:` URI in lowercase, so equal files compare equal.
  static func canonical(_ value: String) -> String {
    guard value.utf8.count > 5, value.utf8.dropFirst(4).first == UInt8(ascii: ":"),
      value.utf8.prefix(4).map({ $0 | 0x20 }).elementsEqual("data".utf8),
      let marker = value.range(of: ";base64,", options: .caseInsensitive)
    else { return value }
    return "data:"
      + value[value.index(value.startIndex, offsetBy: 5)..<marker.lowerBound].lowercased()
      + ";base64," + value[marker.upperBound...]
  }

  /// What vCard 3.0 writes for a base64 `data:` URI: the payload, after `ENCODING=b;TYPE=…`;
  /// `nil` (the URI is written as it is) when the payload is not base64 a reader can decode,
  /// such as the raw bytes some files hold.
  static func adapted(
    _ value: String, name: String, parameters: [VCardParameter]
  ) -> (value: String, parameters: [VCardParameter])? {
    guard value.hasPrefix("data:"), let marker = value.range(of: ";base64,"),
      isBase64(value.utf8[marker.upperBound...])
    else { return nil }
    let mediaType = String(value[value.index(value.startIndex, offsetBy: 5)..<marker.lowerBound])
    let prefix = family(of: name) + "/"
    let type =
      mediaType.hasPrefix(prefix) ? mediaType.dropFirst(prefix.count).uppercased() : mediaType
    let head = [VCardParameter("ENCODING", "b"), VCardParameter("TYPE", type)]
    return (String(value[marker.upperBound...]), head + parameters)
  }

  /// Whether `payload` is base64 as RFC 4648 writes it: letters, digits, `+` and `/`, padded
  /// with at most two `=` to a multiple of four.
  private static func isBase64(_ payload: Substring.UTF8View) -> Bool {
    let body = payload.prefix { $0 != UInt8(ascii: "=") }
    let padding = payload.count - body.count
    return payload.count % 4 == 0 && padding <= 2
      && payload.dropFirst(body.count).allSatisfy { $0 == UInt8(ascii: "=") }
      && body.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
          true
        default: false
        }
      }
  }

  private static func family(of name: String) -> String {
    switch name {
    case "PHOTO", "LOGO": "image"
    case "SOUND": "audio"
    default: "application"
    }
  }

  private static func sniffedType(_ base64: String) -> String {
    if base64.hasPrefix("/9j/") { return "image/jpeg" }
    if base64.hasPrefix("iVBORw0KGgo") { return "image/png" }
    if base64.hasPrefix("R0lGOD") { return "image/gif" }
    return "application/octet-stream"
  }
}
