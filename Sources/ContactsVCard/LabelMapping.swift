/// How a phone's or email's label is read from `TYPE` and `X-ABLabel`, and written back.
///
/// Reading, first match wins: the group's `X-ABLabel` (Apple's `_$!<HomeFAX>!$_` → "home fax",
/// see `AppleLabels`); for a phone, its place (`home`, `work`) then its kind (`fax`, `pager`,
/// `cell` → "mobile", `textphone`, `text`, `video`): "home fax", "work mobile", "pager"; for an
/// email `home` or `work`; then the first other type. `voice` (phones) and `internet` (emails) say
/// nothing a person would call a label and are never one; like every type not used for the label
/// they stay in the field's details. Writing: a label of those words → `TYPE=` them ("mobile" →
/// `cell`), place first; any other label → `X-ABLabel` in a group of its own.
enum LabelMapping {
  enum Field {
    case phone
    case email

    var propertyName: String { self == .phone ? "TEL" : "EMAIL" }

    /// Types that never become a label.
    var silentTypes: Set<String> { self == .phone ? ["voice", "pref"] : ["internet", "pref"] }

    /// The types that say where a phone or email is, in the order a label names them.
    static let places = ["home", "work"]

    /// The types that say what kind of phone it is, first match wins, with the word a label
    /// uses for each.
    static let phoneKinds = [
      ("fax", "fax"), ("pager", "pager"), ("cell", "mobile"), ("textphone", "textphone"),
      ("text", "text"), ("video", "video"),
    ]

    /// Other labels written as a `TYPE` value of the same text.
    var otherTypeLabels: Set<String> { self == .phone ? [] : ["x400"] }
  }

  /// The label, and the `TYPE` values it was read from (to take out of the details).
  static func label(
    types: [String], appleLabel: String?, field: Field
  ) -> (label: String, types: [String]) {
    if let appleLabel { return (AppleLabels.readable(appleLabel), []) }
    let place = Field.places.first(where: types.contains)
    let kind = field == .phone ? Field.phoneKinds.first { types.contains($0.0) } : nil
    if place != nil || kind != nil {
      let words = [place, kind?.1].compactMap { $0 }
      return (words.joined(separator: " "), [place, kind?.0].compactMap { $0 })
    }
    if let other = types.first(where: { !field.silentTypes.contains($0) }) {
      return (other, [other])
    }
    return ("", [])
  }

  /// The `TYPE` values that write `label`, place first, or `nil` when it needs an `X-ABLabel`
  /// (or nothing, for "").
  static func types(for label: String, field: Field) -> [String]? {
    if field.otherTypeLabels.contains(label) { return [label] }
    let words = label.split(separator: " ").map(String.init)
    guard (1...2).contains(words.count) else { return nil }
    let kind = field == .phone ? Field.phoneKinds.first { $0.1 == words.last } : nil
    let place = Field.places.contains(words[0]) ? words[0] : nil
    switch (place, kind) {
    case (let place?, let kind?) where words.count == 2: return [place, kind.0]
    case (let place?, nil) where words.count == 1: return [place]
    case (nil, let kind?) where words.count == 1: return [kind.0]
    default: return nil
    }
  }
}
