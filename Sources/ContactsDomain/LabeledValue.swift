/// A phone number or an email address with its label: home, work, mobile or the user's own.
public struct LabeledValue: Hashable, Sendable, Codable {
  /// The labels offered first; any other short text is accepted too.
  public static let suggestedLabels = ["mobile", "home", "work"]

  public let label: String
  public let value: String

  public init(label: String, value: String) {
    self.label = label
    self.value = value
  }
}

extension LabeledValue {
  /// The row as its synthesized `Codable` writes it with sorted keys: `{"label":…,"value":…}`.
  package static func write(_ row: LabeledValue, to json: inout JSONWriter) {
    json.openObject()
    json.member("label", row.label)
    json.member("value", row.value)
    json.closeObject()
  }

  /// The row `write(to:)` wrote; nil for anything else.
  package static func read(_ scanner: inout JSONScanner) -> LabeledValue? {
    guard scanner.take("{\"label\":"), let label = scanner.string(), scanner.take(",\"value\":"),
      let value = scanner.string(), scanner.take("}")
    else { return nil }
    return LabeledValue(label: label, value: value)
  }
}
