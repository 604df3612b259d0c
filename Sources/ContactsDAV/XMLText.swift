/// Writing XML as text: escaping, the namespaces this server declares once on the root, and
/// elements of any namespace.
enum XMLText {
  static let declaration = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
  /// The namespaces every answer's root declares.
  static let namespaces =
    "xmlns:d=\"DAV:\" xmlns:card=\"urn:ietf:params:xml:ns:carddav\" "
    + "xmlns:cs=\"http://calendarserver.org/ns/\""

  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and the characters XML 1.0 cannot carry
  /// (control characters but tab, line feed, carriage return) dropped.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// `<name>content</name>` (empty: `<name/>`), declaring a namespace this server has no prefix
  /// for where it is used.
  static func element(_ name: XMLName, content: String = "") -> String {
    let (open, close) = tags(name)
    return content.isEmpty ? "<\(open)/>" : "<\(open)>\(content)</\(close)>"
  }

  private static func tags(_ name: XMLName) -> (open: String, close: String) {
    if let prefix = name.prefix { return ("\(prefix):\(name.local)", "\(prefix):\(name.local)") }
    if name.namespace.isEmpty { return (name.local, name.local) }
    return ("x:\(name.local) xmlns:x=\"\(escaped(name.namespace))\"", "x:\(name.local)")
  }
}
