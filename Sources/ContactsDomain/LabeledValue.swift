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
