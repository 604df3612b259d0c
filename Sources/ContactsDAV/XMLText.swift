import ContactsDomain

/// Writing XML as text: escaping, the namespaces this server declares once on the root, and
/// elements of any namespace.
enum XMLText {
  static let declaration = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
  /// The namespaces every answer's root declares.
  static let namespaces =
    "xmlns:d=\"DAV:\" xmlns:card=\"urn:ietf:params:xml:ns:carddav\" "
    + "xmlns:cs=\"http://calendarserver.org/ns/\""

  /// `text` escaped as markup carries it (`MarkupText`), without the characters XML 1.0 cannot
  /// carry (control characters but tab, line feed and carriage return), which are dropped.
  static func escaped(_ text: String) -> String {
    let carried = text.unicodeScalars.allSatisfy(isCarried)
    return MarkupText.escaped(
      carried ? text : String(String.UnicodeScalarView(text.unicodeScalars.filter(isCarried))))
  }

  private static func isCarried(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0xFFFE, 0xFFFF: false
    default: scalar.value >= 0x20
    }
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
