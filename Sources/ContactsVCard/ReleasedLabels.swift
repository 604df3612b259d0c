import ContactsDomain

/// How the released version (d402b75) read a phone's or email's label, before places and kinds
/// were read together ("home fax") and Apple's coded labels kept: a card without a `UID` must
/// derive the uid it derived then (see `VCardExtras.derivedUID`), so its phones and emails are
/// hashed as they were read then.
enum ReleasedLabels {
  /// What `LabeledFieldMapping.read` gave for `property` then: the label from the first of
  /// `cell`, `home`, `work` or another type (one type taken out of the detail), the group kept
  /// only when kept properties share it.
  static func read(
    _ property: VCardProperty, as field: LabelMapping.Field, appleLabel: String?,
    keepsGroup: Bool
  ) -> (value: LabeledValue, detail: VCardProperty?) {
    let (label, type) = self.label(
      types: property.values(of: "TYPE"), appleLabel: appleLabel, field: field)
    let (text, detail) = LabeledFieldMapping.valueAndDetail(
      property, as: field, without: [type].compactMap { $0 },
      group: keepsGroup ? property.group : nil)
    return (LabeledValue(label: label, value: text), detail)
  }

  private static func label(types: [String], appleLabel: String?, field: LabelMapping.Field)
    -> (label: String, type: String?)
  {
    if let appleLabel { return (readable(appleLabel), nil) }
    if field == .phone, types.contains("cell") { return ("mobile", "cell") }
    for preferred in LabelMapping.Field.places where types.contains(preferred) {
      return (preferred, preferred)
    }
    if let other = types.first(where: { !field.silentTypes.contains($0) }) {
      return (other, other)
    }
    return ("", nil)
  }

  /// Apple's coded label as it was read then: the three fax codes in words, any other code in
  /// lowercase.
  private static func readable(_ text: String) -> String {
    guard AppleLabels.isCoded(text) else { return text }
    let code = text.dropFirst(4).dropLast(4)
    switch code {
    case "HomeFAX": return "home fax"
    case "WorkFAX": return "work fax"
    case "OtherFAX": return "other fax"
    default: return code.lowercased()
    }
  }
}
