import Foundation

/// Just enough XML reading for a test to look at a multistatus whatever the server's prefixes
/// (`D:`, `ns0:`, none): elements by local name. Not a parser: the answers are small and flat.
enum XMLText {
  /// The contents of every element `name` (any prefix) in `text`, in order; empty for `<x/>`.
  static func elements(_ name: String, in text: String) -> [String] {
    let pattern = "<(?:[A-Za-z0-9]+:)?\(name)(?:\\s[^>]*)?(?:/>|>(.*?)</(?:[A-Za-z0-9]+:)?\(name)>)"
    guard
      let expression = try? NSRegularExpression(
        pattern: pattern, options: .dotMatchesLineSeparators)
    else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).map { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
    }
  }

  /// The text of the first element `name`, character references decoded, trimmed; nil when
  /// there is none.
  static func first(_ name: String, in text: String) -> String? {
    elements(name, in: text).first.map {
      decoded($0).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// `text` with XML's character references decoded (`&#13;`, `&quot;`…); `&amp;` last.
  static func decoded(_ text: String) -> String {
    var text = text.replacing(/&#(\d+);/) { match in
      Int(match.output.1).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? ""
    }
    for (reference, character) in [
      ("&quot;", "\""), ("&apos;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"),
    ] {
      text = text.replacingOccurrences(of: reference, with: character)
    }
    return text
  }

  /// Whether `text` has an element `name` (any prefix).
  static func has(_ name: String, in text: String) -> Bool {
    text.range(of: "<(?:[A-Za-z0-9]+:)?\(name)[\\s/>]", options: .regularExpression) != nil
  }
}
