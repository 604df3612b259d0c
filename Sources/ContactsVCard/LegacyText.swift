/// Brings a decoded value to the escaping of vCard 3.0 and 4.0.
///
/// vCard 2.1 escapes only `\;`: a comma is plain text there, and a lone backslash is itself.
/// Quoted-printable values of any version may hold real line breaks. Both become what 4.0 writes.
enum LegacyText {
  /// `value` of a vCard 2.1 property, escaped as 4.0 escapes it. URI values keep their commas.
  static func canonical21(_ value: String, escapesCommas: Bool) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count + 8)
    var scalars = Array(value.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\\":
        switch scalars.first {
        case ";", ",", "\\":
          result += "\\" + String(scalars.removeFirst())
        case "n", "N":
          scalars.removeFirst()
          result += "\\n"
        case ":":
          result += String(scalars.removeFirst())
        default:
          result += "\\\\"
        }
      case ",":
        result += escapesCommas ? "\\," : ","
      case "\r", "\n":
        if scalar == "\r", scalars.first == "\n" { scalars.removeFirst() }
        result += "\\n"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `value` with any real line break written `\n`, as in a quoted-printable value of 3.0.
  static func lineBreaksEscaped(_ value: String) -> String {
    guard value.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return value }
    var result = ""
    var afterCR = false
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\r": result += "\\n"
      case "\n": if !afterCR { result += "\\n" }
      default: result.unicodeScalars.append(scalar)
      }
      afterCR = scalar == "\r"
    }
    return result
  }
}
