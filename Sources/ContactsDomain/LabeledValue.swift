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
  /// The row, as the next element of the open list, as its synthesized `Codable` writes it
  /// with sorted keys: `{"label":…,"value":…}`.
  package func write(to json: inout JSONWriter) {
    json.element()
    json.openObject()
    json.key("label")
    json.string(label)
    json.key("value")
    json.string(value)
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
