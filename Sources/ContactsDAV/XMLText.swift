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
  /// Text with nothing to escape or drop, as most of a card is, is returned as it is after one
  /// pass over its bytes: a multiget of 10,000 cards spent a fifth of its time escaping them
  /// scalar by scalar.
  static func escaped(_ text: String) -> String {
    if text.utf8.allSatisfy(isPlain) { return text }
    let carried = text.unicodeScalars.allSatisfy(isCarried)
    return MarkupText.escaped(
      carried ? text : String(String.UnicodeScalarView(text.unicodeScalars.filter(isCarried))))
  }

  /// Whether `byte` is of a scalar XML carries as it is: not one `MarkupText` escapes, not a
  /// control character but tab, line feed and carriage return, and not 0xEF, which leads the
  /// UTF-8 of U+FFFE and U+FFFF (and of other scalars, which the slow path then keeps).
  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x9, 0xA, 0xD: true
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"), 0xEF:
      false
    default: byte >= 0x20
    }
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
