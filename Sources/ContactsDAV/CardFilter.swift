import Foundation

/// An addressbook-query filter (RFC 6352 §10.5): prop-filters combined by `anyof` (the default)
/// or `allof`, each with is-not-defined, text-matches and param-filters.
struct CardFilter: Sendable {
  struct TextMatch: Sendable {
    enum Kind: String, Sendable {
      case equals, contains
      case startsWith = "starts-with"
      case endsWith = "ends-with"
    }
    enum Collation: String, Sendable {
      case unicode = "i;unicode-casemap"
      case ascii = "i;ascii-casemap"
      case octet = "i;octet"
    }
    let text: String
    let kind: Kind
    let collation: Collation
    let negated: Bool

    func matches(_ value: String) -> Bool {
      let (value, text) = (collation.folded(value), collation.folded(text))
      let found =
        switch kind {
        case .equals: value == text
        case .contains: text.isEmpty || value.contains(text)
        case .startsWith: value.hasPrefix(text)
        case .endsWith: value.hasSuffix(text)
        }
      return found != negated
    }
  }

  struct ParamFilter: Sendable {
    let name: String
    let isNotDefined: Bool
    let textMatch: TextMatch?
  }

  struct PropFilter: Sendable {
    let name: String
    let allOf: Bool
    let isNotDefined: Bool
    let textMatches: [TextMatch]
    let paramFilters: [ParamFilter]
  }

  let allOf: Bool
  let props: [PropFilter]

  /// The filter of a `card:filter` element; throws 400 for an unknown match type and 403
  /// `supported-collation` for a collation not served.
  init(_ node: XMLNode?) throws(DAVError) {
    allOf = node?.attributes["test"] == "allof"
    var props: [PropFilter] = []
    for prop in node?.children(.card("prop-filter")) ?? [] {
      var params: [ParamFilter] = []
      for param in prop.children(.card("param-filter")) {
        params.append(
          ParamFilter(
            name: (param.attributes["name"] ?? "").uppercased(),
            isNotDefined: param.child(.card("is-not-defined")) != nil,
            textMatch: try param.child(.card("text-match")).map(Self.textMatch)))
      }
      props.append(
        PropFilter(
          name: (prop.attributes["name"] ?? "").uppercased(),
          allOf: prop.attributes["test"] == "allof",
          isNotDefined: prop.child(.card("is-not-defined")) != nil,
          textMatches: try prop.children(.card("text-match")).map(Self.textMatch),
          paramFilters: params))
    }
    self.props = props
  }

  private static func textMatch(_ node: XMLNode) throws(DAVError) -> TextMatch {
    guard let kind = TextMatch.Kind(rawValue: node.attributes["match-type"] ?? "contains") else {
      throw .badRequest("unknown match-type \(node.attributes["match-type"] ?? "")")
    }
    guard
      let collation = TextMatch.Collation(
        rawValue: node.attributes["collation"] ?? "i;unicode-casemap")
    else {
      throw .forbidden(
        "collation \(node.attributes["collation"] ?? "") is not served",
        .card("supported-collation"))
    }
    return TextMatch(
      text: node.text, kind: kind, collation: collation,
      negated: node.attributes["negate-condition"] == "yes")
  }

  /// Whether the card of `lines` passes the filter (an empty filter passes every card).
  func matches(_ lines: VCardLines) -> Bool {
    guard !props.isEmpty else { return true }
    let results = props.lazy.map { Self.matches($0, lines.lines(named: $0.name)) }
    return allOf ? results.allSatisfy { $0 } : results.contains(true)
  }

  private static func matches(_ filter: PropFilter, _ instances: [VCardLines.Line]) -> Bool {
    if filter.isNotDefined { return instances.isEmpty }
    let tests = filter.textMatches.count + filter.paramFilters.count
    guard tests > 0 else { return !instances.isEmpty }
    return instances.contains { line in
      let value = unescaped(line.value)
      let results =
        filter.textMatches.map { $0.matches(value) }
        + filter.paramFilters.map { matches($0, line.parameters[$0.name]) }
      return filter.allOf ? results.allSatisfy { $0 } : results.contains(true)
    }
  }

  private static func matches(_ filter: ParamFilter, _ values: [String]?) -> Bool {
    if filter.isNotDefined { return values == nil }
    guard let values else { return false }
    guard let textMatch = filter.textMatch else { return true }
    return values.contains { textMatch.matches($0) }
  }

  /// A vCard text value with its escapes (`\,` `\;` `\n` `\\`) undone.
  static func unescaped(_ value: String) -> String {
    var out = ""
    var escaping = false
    for character in value {
      if escaping {
        out.append(character == "n" || character == "N" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        out.append(character)
      }
    }
    return out
  }
}

extension CardFilter.TextMatch.Collation {
  /// `text` as the collation compares it.
  func folded(_ text: String) -> String {
    switch self {
    case .unicode: text.folding(options: [.caseInsensitive], locale: nil)
    case .ascii:
      String(
        String.UnicodeScalarView(
          text.unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }
        ))
    case .octet: text
    }
  }
}
