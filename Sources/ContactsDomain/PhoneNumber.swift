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
    String(text.filter { $0.isASCII && $0.isNumber })
  }
}
