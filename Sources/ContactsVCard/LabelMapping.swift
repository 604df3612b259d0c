/// How a phone's or email's label is read from `TYPE` and `X-ABLabel`, and written back.
///
/// Reading, first match wins: the group's `X-ABLabel` (Apple's `_$!<Mobile>!$_` → "mobile"),
/// `cell` → "mobile", `home`, `work`, then the first other type. `voice` (phones) and `internet`
/// (emails) say nothing a person would call a label and are never one; like every type not used for
/// the label they stay in the field's details. Writing: "mobile" → `TYPE=cell`; "home", "work" and
/// the types below → `TYPE=…`; any other label → `X-ABLabel` in a group of its own.
enum LabelMapping {
  enum Field {
    case phone
    case email

    var propertyName: String { self == .phone ? "TEL" : "EMAIL" }

    /// Labels written as a `TYPE` value of the same text.
    var typeLabels: Set<String> { self == .phone ? Self.phoneTypeLabels : Self.emailTypeLabels }

    // Made once: an export asks for every phone and email.
    private static let phoneTypeLabels: Set = ["home", "work", "fax", "pager", "video", "text"]
    private static let emailTypeLabels: Set = ["home", "work", "x400"]

    /// Types that never become a label.
    var silentTypes: Set<String> { self == .phone ? ["voice", "pref"] : ["internet", "pref"] }
  }

  /// The label, and the `TYPE` value it was read from (to take out of the details), if any.
  static func label(
    types: [String], appleLabel: String?, field: Field
  ) -> (label: String, type: String?) {
    if let appleLabel { return (readableAppleLabel(appleLabel), nil) }
    if field == .phone, types.contains("cell") { return ("mobile", "cell") }
    for preferred in ["home", "work"] where types.contains(preferred) {
      return (preferred, preferred)
    }
    if let other = types.first(where: { !field.silentTypes.contains($0) }) {
      return (other, other)
    }
    return ("", nil)
  }

  /// The `TYPE` value that writes `label`, or `nil` when it needs an `X-ABLabel` (or nothing, for "").
  static func type(for label: String, field: Field) -> String? {
    if field == .phone, label == "mobile" { return "cell" }
    return field.typeLabels.contains(label) ? label : nil
  }

  /// Apple's `_$!<HomeFAX>!$_` as a person reads it: "home fax"; any other text as it is.
  static func readableAppleLabel(_ text: String) -> String {
    guard text.hasPrefix("_$!<"), text.hasSuffix(">!$_"), text.count > 8 else { return text }
    let inner = text.dropFirst(4).dropLast(4)
    switch inner {
    case "HomeFAX": return "home fax"
    case "WorkFAX": return "work fax"
    case "OtherFAX": return "other fax"
    default: return inner.lowercased()
    }
  }
}
