/// What a person reads of a page: the text of its body, its tags stripped (and the insides of
/// `script`, `style` and comments) and its character references decoded once, as a browser shows
/// it. Markup sent escaped once too often shows here as `<p …>` or `&amp;`.
struct VisibleText {
  /// The text, its runs of spaces kept as they came.
  let text: String

  init(page html: String) {
    var body = Substring(html)
    if let start = body.firstRange(of: "<body")?.lowerBound { body = body[start...] }
    if let end = body.firstRange(of: "</body>")?.upperBound { body = body[..<end] }
    let stripped = String(body)
      .replacing(/<!--.*?-->/.dotMatchesNewlines(), with: " ")
      .replacing(/<(script|style)\b.*?<\/\1>/.dotMatchesNewlines().ignoresCase(), with: " ")
      .replacing(/<[^>]*>/, with: " ")
    text = Self.decoded(stripped)
  }

  /// What is left of markup in the text: each `<`, `>` and character reference (`&amp;`,
  /// `&#39;`) with a little of the text around it; empty when there is none.
  var leftovers: [String] {
    text.matches(of: /.{0,30}(?:[<>]|&(?:[A-Za-z]+|#[0-9]+|#[xX][0-9A-Fa-f]+);).{0,30}/).map {
      String($0.output)
    }
  }

  /// `text` with its character references decoded, once.
  private static func decoded(_ text: String) -> String {
    text.replacing(/&(?:([A-Za-z]+)|#([0-9]+)|#[xX]([0-9A-Fa-f]+));/) { match in
      if let name = match.output.1 { return named[String(name)] ?? String(match.output.0) }
      let scalar =
        match.output.2.flatMap { UInt32($0) } ?? match.output.3.flatMap { UInt32($0, radix: 16) }
      return scalar.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        ?? String(match.output.0)
    }
  }

  private static let named = [
    "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "nbsp": " ",
  ]
}
