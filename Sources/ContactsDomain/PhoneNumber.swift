/// What the app accepts as a phone number, and how search sees it.
public enum PhoneNumber {
  /// Digits, spaces, dashes, dots, slashes and brackets, an optional leading `+`,
  /// and between 3 and 17 digits.
  public static func isPlausible(_ text: String) -> Bool {
    let body = text.hasPrefix("+") ? text.dropFirst() : Substring(text)
    let allowed = body.allSatisfy { $0.isASCII && ($0.isNumber || " -.()/".contains($0)) }
    return allowed && (3...17).contains(digits(of: text).count)
  }

  /// The number's digits alone: "+1 (555) 010-2030" → "15550102030".
  public static func digits(of text: String) -> String {
    // In ASCII text every digit is a character of its own: no need to break it into characters.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return String(decoding: text.utf8.filter { (0x30...0x39).contains($0) }, as: UTF8.self)
    }
    return String(text.filter { $0.isASCII && $0.isNumber })
  }
}
