/// The organization to and from `ORG`, and the note to and from `NOTE`.
///
/// `ORG`'s components (company, department, …) are joined with ", ", empty ones left out. Either
/// property goes to the details when the form's text alone would not write it back the same
/// (components, parameters, a group); the writer uses that detail while the text is unchanged.
enum TextFieldMapping {
  enum Field {
    case organization
    case note

    var propertyName: String { self == .organization ? "ORG" : "NOTE" }
  }

  /// The form's text for `property`, and the detail to keep, if any.
  static func read(_ property: VCardProperty, as field: Field) -> (
    text: String, detail: VCardProperty?
  ) {
    let text = self.text(of: property.value, as: field)
    let isPlain = property.group == nil && property.parameters.isEmpty
    let writesBack = field == .note || property.value == VCardText.escaped(text)
    return (text, isPlain && writesBack ? nil : property)
  }

  /// The property for `text` (and an organization's `department`), from `details` while it is
  /// unchanged; `nil` when `text` is empty.
  static func write(
    _ text: String, as field: Field, details: [VCardProperty], department: String = ""
  ) -> VCardProperty? {
    let trimmed = FieldText.trimmed(text)
    let unit = FieldText.trimmed(department)
    let detail = details.first { detail in
      guard detail.name == field.propertyName else { return false }
      guard field == .organization else {
        return FieldText.trimmed(self.text(of: detail.value, as: field)) == trimmed
      }
      return organizationParts(detail.value) == (trimmed, unit)
    }
    if let detail { return field == .organization ? withCommasEscaped(detail) : detail }
    guard !trimmed.isEmpty else { return nil }
    // The organization as it will read back, so reading it needs no detail; a note keeps its text.
    let value = VCardText.escaped(field == .note ? text : trimmed)
    return VCardProperty(
      name: field.propertyName, value: unit.isEmpty ? value : value + ";" + VCardText.escaped(unit))
  }

  /// `ORG`'s organization and department: the first component and the others (joined with
  /// ", "); all of them, and no department, when the first is empty.
  static func organizationParts(_ value: String) -> (organization: String, department: String) {
    let components = VCardText.components(value).map(FieldText.trimmed)
    guard components.count > 1, !components[0].isEmpty else {
      return (components.filter { !$0.isEmpty }.joined(separator: ", "), "")
    }
    return (components[0], components.dropFirst().filter { !$0.isEmpty }.joined(separator: ", "))
  }

  /// `org` with every comma of its components escaped: RFC 6350 allows none bare there, and
  /// readers such as vobject take a bare one for a list they cannot write back. The app reads it
  /// the same either way.
  static func withCommasEscaped(_ org: VCardProperty) -> VCardProperty {
    guard org.value.utf8.contains(UInt8(ascii: ",")) else { return org }
    var result = org
    result.value = VCardText.split(org.value, on: ";")
      .map { VCardText.split(String($0), on: ",").joined(separator: "\\,") }
      .joined(separator: ";")
    return result
  }

  private static func text(of value: String, as field: Field) -> String {
    guard field == .organization else { return VCardText.unescaped(value) }
    return VCardText.components(value).map(FieldText.trimmed).filter { !$0.isEmpty }
      .joined(separator: ", ")
  }
}
