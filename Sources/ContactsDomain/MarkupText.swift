/// Text as markup carries it, one escaper for the web's HTML and CardDAV's XML: `& < > " '` as
/// character references, so text reads as text in an element and inside a quoted attribute.
public enum MarkupText {
  /// `text` with `& < > " '` replaced by character references (`&#39;` for the apostrophe,
  /// which HTML and XML both read).
  public static func escaped(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
