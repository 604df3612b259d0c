/// Apple's coded labels (`X-ABLabel:_$!<HomeFAX>!$_`) as a person reads them.
///
/// The readable label is what the app shows and edits; the coded one is kept in the field's
/// details and written back as it came while the label is unchanged (see `LabeledFieldMapping`).
enum AppleLabels {
  /// The codes whose words are not the code in lowercase (`_$!<Mobile>!$_` → "mobile"): the
  /// words the types of other programs read as ("home fax"), so that a caption is decided once.
  private static let words = [
    "HomeFAX": "home fax", "WorkFAX": "work fax", "OtherFAX": "other fax",
    "AssistantPhone": "assistant", "HomePage": "home page",
  ]

  /// Whether `text` is one of Apple's coded labels, `_$!<…>!$_`.
  static func isCoded(_ text: String) -> Bool {
    text.hasPrefix("_$!<") && text.hasSuffix(">!$_") && text.count > 8
  }

  /// Apple's `_$!<HomeFAX>!$_` as a person reads it: "home fax"; another code in lowercase
  /// (`_$!<iPhone>!$_` → "iphone"); any other text as it is.
  static func readable(_ text: String) -> String {
    guard isCoded(text) else { return text }
    let code = String(text.dropFirst(4).dropLast(4))
    return words[code] ?? code.lowercased()
  }
}
